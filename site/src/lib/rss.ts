/** An RSS 2.0 document, written by hand: a feed of a few items needs no library. */
export interface FeedItem {
  title: string;
  link: string;
  /** A stable identifier; the link when it is unique. */
  guid: string;
  date: string;
  description: string;
}

export interface Feed {
  title: string;
  description: string;
  /** The page the feed describes. */
  link: string;
  /** The feed's own address. */
  self: string;
  items: readonly FeedItem[];
}

const XML_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export function buildRss(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
      element('pubDate', new Date(item.date).toUTCString()),
      element('description', item.description),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    element('language', 'fr-FR'),
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
