import { describe, expect, it } from 'vitest';
import { buildRss, escapeXml } from './rss';

const feed = {
  title: 'Incidents Hexagone',
  description: 'Incidents & maintenances',
  link: 'https://hexagone.test/status',
  self: 'https://hexagone.test/status/rss.xml',
  items: [
    {
      title: 'Cluster AI — Partiel',
      link: 'https://hexagone.test/status/history#inc-1',
      guid: 'inc-1',
      date: '2026-11-09T13:12:00Z',
      description: 'Latence <élevée> sur "A100"',
    },
  ],
};

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });
});

describe('buildRss', () => {
  const xml = buildRss(feed);

  it('is an RSS 2.0 channel in French that points at itself', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<language>fr-FR</language>');
    expect(xml).toContain('<atom:link href="https://hexagone.test/status/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<description>Incidents &amp; maintenances</description>');
  });

  it('writes each item with an RFC 822 date and escaped text', () => {
    expect(xml).toContain('<title>Cluster AI — Partiel</title>');
    expect(xml).toContain('<pubDate>Mon, 09 Nov 2026 13:12:00 GMT</pubDate>');
    expect(xml).toContain('<guid isPermaLink="false">inc-1</guid>');
    expect(xml).toContain('<description>Latence &lt;élevée&gt; sur &quot;A100&quot;</description>');
    expect(xml).not.toContain('<élevée>');
  });

  it('writes a channel without items', () => {
    expect(buildRss({ ...feed, items: [] })).not.toContain('<item>');
  });
});
