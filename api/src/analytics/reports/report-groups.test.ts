import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../analytics-event';
import { addGroups, groupDay } from './report-groups';

const MIN = 60_000;
const base = { s: 'direct', d: 'desktop', b: 'Chrome', c: 'FR' } as const;
const view = (v: string, at: number, p: string, extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({ ...base, v, at, k: 'view', p, ...extra });
const figures = (groups: Map<string, unknown>) => Object.fromEntries([...groups].map(([key, value]) => [JSON.parse(key).join(' · '), value]));

describe('groupDay', () => {
  const events: AnalyticsEvent[] = [
    // a: home then pricing in one visit from a search engine, asks a quote of 120 € from pricing.
    view('a', 0, '/', { s: 'organic' }),
    view('a', 2 * MIN, '/pricing'),
    { ...base, v: 'a', at: 3 * MIN, k: 'goal', g: 'estimate', p: '/pricing', m: 12_000 },
    // b (a phone): pricing alone, then 40 minutes later pricing again: two visits, two bounces.
    view('b', 0, '/pricing', { d: 'mobile' }),
    view('b', 40 * MIN, '/pricing', { d: 'mobile' }),
    // An account created from the back-office: a conversion without a visitor.
    { ...base, v: 'admin', at: MIN, k: 'goal', g: 'account' },
  ];

  it('counts a visit once for each page it saw, a bounce on its only page, a goal on the page seen last before it', () => {
    expect(figures(groupDay('2026-11-20', events, ['page']))).toEqual({
      '/': { visitors: 1, sessions: 1, bounces: 0, duration: 120, views: 1, conversions: 0, converters: 0, value: 0 },
      '/pricing': { visitors: 2, sessions: 3, bounces: 2, duration: 120, views: 3, conversions: 1, converters: 1, value: 12_000 },
      '': { visitors: 0, sessions: 0, bounces: 0, duration: 0, views: 0, conversions: 1, converters: 0, value: 0 },
    });
  });

  it('puts a whole visit in the group of its source and of its visitor’s device', () => {
    const groups = groupDay('2026-11-20', events, ['date', 'source', 'device']);
    expect(figures(groups)).toMatchObject({
      '2026-11-20 · organic · desktop': { visitors: 1, sessions: 1, views: 2, conversions: 1, value: 12_000 },
      '2026-11-20 · direct · mobile': { visitors: 1, sessions: 2, bounces: 2, views: 2 },
      '2026-11-20 · direct · desktop': { visitors: 0, conversions: 1 },
    });
    // Another day's groups add up: visitors are the sum of daily visitors.
    const twice = addGroups(addGroups(new Map(), groups), groupDay('2026-11-20', events, ['date', 'source', 'device']));
    expect(twice.get(JSON.stringify(['2026-11-20', 'organic', 'desktop']))).toMatchObject({ visitors: 2, value: 24_000 });
  });
});
