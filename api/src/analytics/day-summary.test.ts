import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from './analytics-event';
import { devicesOf, funnelOf, geographyOf, topPagesOf } from './audience-figures';
import { mergeSummaries, summarise } from './day-summary';

const MIN = 60_000;
const base = { s: 'direct', d: 'desktop', b: 'Chrome', c: 'FR' } as const;
const view = (v: string, at: number, p: string, extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({ ...base, v, at, k: 'view', p, t: `Titre ${p}`, ...extra });

describe('summarise', () => {
  const events: AnalyticsEvent[] = [
    // a: home, pricing, contact, message sent in one visit of 3 minutes.
    view('a', 0, '/', { s: 'organic' }),
    view('a', 1 * MIN, '/pricing'),
    view('a', 2 * MIN, '/contact'),
    { ...base, v: 'a', at: 3 * MIN, k: 'goal', g: 'contact' },
    // b: one page (a bounce), then 40 minutes later another visit of two pages.
    view('b', 0, '/', { d: 'mobile', b: 'Safari', c: 'BE', s: 'social' }),
    view('b', 40 * MIN, '/products/cluster-ai', { d: 'mobile', b: 'Safari', c: 'BE' }),
    view('b', 41 * MIN, '/', { d: 'mobile', b: 'Safari', c: 'BE' }),
    // An account created from the back-office: a goal, no visitor.
    { ...base, v: 'admin', at: 5 * MIN, k: 'goal', g: 'account' },
  ];
  const summary = summarise(events);

  it('counts visitors, visits, bounces, durations and sources of visits', () => {
    expect(summary).toMatchObject({ visitors: 2, sessions: 3, bounces: 1, duration: 120 + 60, views: 6 });
    expect(summary.sources).toEqual({ direct: 1, organic: 1, social: 1, referral: 0, email: 0, paid: 0 });
    expect(summary.goals).toEqual({ contact: 1, account: 1 });
    expect(summary.converters).toBe(1);
  });

  it('reads the main path as a funnel, each step after the one before', () => {
    expect(funnelOf(summary).map((step) => step.visitors)).toEqual([2, 2, 1, 1]);
  });

  it('answers countries, pages and devices with their shares', () => {
    expect(geographyOf(summary)).toEqual([
      { code: 'BE', name: 'Belgique', visitors: 1, sessions: 2, bounceRate: 50, avgDuration: 30 },
      { code: 'FR', name: 'France', visitors: 1, sessions: 1, bounceRate: 0, avgDuration: 120 },
    ]);
    expect(topPagesOf(summary)[0]).toEqual({ title: 'Titre /', url: '/', views: 3, percentage: 50 });
    expect(devicesOf(summary)).toEqual({ desktop: 50, mobile: 50, tablet: 0, browsers: [{ name: 'Chrome', percentage: 50 }, { name: 'Safari', percentage: 50 }] });
  });

  it('adds up days: visitors are the sum of daily visitors', () => {
    const twoDays = mergeSummaries([summary, summary]);
    expect(twoDays).toMatchObject({ visitors: 4, sessions: 6, views: 12, converters: 2 });
    expect(twoDays.countries.BE).toEqual({ visitors: 2, sessions: 4, bounces: 2, duration: 120 });
  });

  it('answers zeros without traffic', () => {
    const empty = summarise([]);
    expect(devicesOf(empty)).toEqual({ desktop: 0, mobile: 0, tablet: 0, browsers: [] });
    expect(geographyOf(empty)).toEqual([]);
    expect(topPagesOf(empty)).toEqual([]);
  });
});
