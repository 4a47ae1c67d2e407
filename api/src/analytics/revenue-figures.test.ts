import { parisInstant } from '@hexagone/schemas';
import type { mongo } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { paidAt, RevenueFigures } from './revenue-figures';

/** A database holding these paid invoices (the query's own filter is the database's business). */
const dbOf = (invoices: object[]) => ({ collection: () => ({ find: () => ({ toArray: async () => invoices }) }) }) as unknown as mongo.Db;

describe('revenue by payment date', () => {
  it("counts a payment dated today from the start of today in Paris, in the first hour after Paris's midnight too", async () => {
    // 00:40 in Paris on 28 November is still 27 November in UTC; "2026-11-28" is stored at midnight UTC (01:00 in Paris).
    const now = new Date('2026-11-27T23:40:00Z');
    const today = { start: parisInstant('2026-11-28T00:00')!, end: now };
    const yesterday = { start: parisInstant('2026-11-27T00:00')!, end: today.start };
    const figures = new RevenueFigures(dbOf([{ total: 120, paid_at: new Date('2026-11-28T00:00:00Z') }, { total: 30, refunded_amount: 10, date: new Date('2026-11-27T00:00:00Z') }]));
    expect(await figures.paidIn([today, yesterday])).toEqual([120, 20]);
  });

  it('counts a payment stored with its time at that time', () => {
    const at = new Date('2026-11-28T10:15:00Z');
    expect(paidAt({ paid_at: at })).toEqual(at);
    expect(paidAt({ paid_at: new Date('2026-07-14T00:00:00Z') })).toEqual(new Date('2026-07-13T22:00:00Z'));
    expect(paidAt({})).toBeUndefined();
  });
});
