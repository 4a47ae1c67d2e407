/**
 * Where measured events live. Raw events are pushed into one bucket per hour of Paris time
 * (`_id` 'YYYY-MM-DD/HH', each event a JSON text: the embedded database decodes texts much
 * faster than objects); a finished day is rolled up once into its summary, kept in one
 * document per month (`_id` 'YYYY-MM'). Every read names its `_id`s, the one lookup the
 * embedded database serves from an index: a year is 13 month documents plus today's hours.
 */
import type { mongo } from 'mongoose';
import { parisClock, parisDayKey } from '@hexagone/schemas';
import { isDuplicateKey } from '../database/numbered-insert';
import { decodeEvent, encodeEvent, type AnalyticsEvent } from './analytics-event';
import { BucketWrites } from './bucket-writes';
import { summarise, type DaySummary } from './day-summary';

export const EVENTS_COLLECTION = 'analytics_events';
export const ROLLUPS_COLLECTION = 'analytics_rollups';
export const HOURS_COLLECTION = 'analytics_hours';

export interface EventBucket {
  _id: string;
  day: string;
  /** When the bucket's hour began: what dates it for the retention of raw events. */
  start: Date;
  events: string[];
}

export interface MonthRollup {
  _id: string;
  /** Each rolled-up day's summary as JSON text, by 'YYYY-MM-DD'. */
  days: Record<string, string>;
}

/** The hour buckets of a month that hold events: a past day without any is read as empty, without a lookup. */
export interface MonthHours {
  _id: string;
  hours: string[];
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

export const bucketIdOf = (at: Date): string => {
  const clock = parisClock(at);
  return `${clock.year}-${clock.month}-${clock.day}/${clock.hour}`;
};

/** The calendar days from `first` to `last` ('YYYY-MM-DD'), both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${first}T12:00:00Z`); ; time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10);
    if (day > last) return days;
    days.push(day);
  }
}

/** The day `offset` days from `day` ('YYYY-MM-DD'). */
export const shiftDay = (day: string, offset: number): string =>
  new Date(Date.parse(`${day}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Applies `change` to the document `_id`, creating it (with `onInsert`) when there is none;
 * resolves to whether it was created. Two processes may race to create an hour's bucket: the
 * loser of the insert gets a duplicate key, and applies its change to the winner's document
 * instead of losing its events.
 */
async function upsert<T extends { _id: string }>(collection: mongo.Collection<T>, _id: string, change: mongo.UpdateFilter<T>, onInsert?: Partial<T>): Promise<boolean> {
  const filter = { _id } as mongo.Filter<T>;
  try {
    const { upsertedCount } = await collection.updateOne(filter, onInsert ? { ...change, $setOnInsert: onInsert } : change, { upsert: true });
    return upsertedCount > 0;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await collection.updateOne(filter, change);
    return false;
  }
}

export class AnalyticsStore {
  constructor(private readonly db: mongo.Db) {}

  private get buckets() {
    return this.db.collection<EventBucket>(EVENTS_COLLECTION);
  }

  private get rollups() {
    return this.db.collection<MonthRollup>(ROLLUPS_COLLECTION);
  }

  private get hourLists() {
    return this.db.collection<MonthHours>(HOURS_COLLECTION);
  }

  private readonly writes = new BucketWrites(async (_id, texts, start) => {
    const created = await upsert(this.buckets, _id, { $push: { events: { $each: texts } } }, { day: _id.slice(0, 10), start });
    // Once per hour, by the one write that created its bucket.
    if (created) await upsert(this.hourLists, _id.slice(0, 7), { $addToSet: { hours: _id } });
  });

  append(event: AnalyticsEvent): Promise<void> {
    return this.writes.add(bucketIdOf(new Date(event.at)), encodeEvent(event), new Date(Math.floor(event.at / 3_600_000) * 3_600_000));
  }

  /** The events of these Paris hours ('YYYY-MM-DD/HH'). */
  async eventsOf(bucketIds: readonly string[]): Promise<AnalyticsEvent[]> {
    const docs = await Promise.all(bucketIds.map((_id) => this.buckets.findOne({ _id })));
    return docs.flatMap((doc) => (doc?.events ?? []).map(decodeEvent));
  }

  eventsOfDay(day: string): Promise<AnalyticsEvent[]> {
    return this.eventsOf(HOURS.map((hour) => `${day}/${hour}`));
  }

  /** The events of [from, to): the buckets of the hours in between. */
  async eventsBetween(from: Date, to: Date): Promise<AnalyticsEvent[]> {
    const ids = new Set<string>();
    for (let time = from.getTime(); time < to.getTime(); time += 3_600_000) ids.add(bucketIdOf(new Date(time)));
    ids.add(bucketIdOf(new Date(to.getTime() - 1)));
    const events = await this.eventsOf([...ids]);
    return events.filter((event) => event.at >= from.getTime() && event.at < to.getTime());
  }

  /** Each day's raw events, one day at a time (kept 25 months, rolled up or not): what a report grouped its own way reads. */
  async forEachDay(days: readonly string[], now: Date, handle: (day: string, events: AnalyticsEvent[]) => void): Promise<void> {
    const today = parisDayKey(now);
    const hours = await this.hoursOf(days.filter((day) => day < today));
    for (const day of days) handle(day, await (day >= today ? this.eventsOfDay(day) : this.eventsOf(hours.filter((id) => id.startsWith(`${day}/`)))));
  }

  private async byMonth<T>(collection: mongo.Collection<T & { _id: string }>, days: readonly string[]): Promise<T[]> {
    const months = [...new Set(days.map((day) => day.slice(0, 7)))];
    const docs = await Promise.all(months.map((_id) => collection.findOne({ _id } as mongo.Filter<T & { _id: string }>)));
    return docs.filter((doc) => doc !== null) as T[];
  }

  /** The stored summaries of these days, by day. */
  private async rolledUp(days: readonly string[]): Promise<Map<string, string>> {
    const months = await this.byMonth<MonthRollup>(this.rollups, days);
    return new Map(months.flatMap((doc) => Object.entries(doc.days ?? {})));
  }

  /** The hour buckets holding events among these days. */
  private async hoursOf(days: readonly string[]): Promise<string[]> {
    if (!days.length) return [];
    const wanted = new Set(days);
    const lists = await this.byMonth<MonthHours>(this.hourLists, days);
    return lists.flatMap((doc) => doc.hours).filter((id) => wanted.has(id.slice(0, 10)));
  }

  /**
   * The summary of each day, in order: its roll-up when done, else summed up from its events
   * (today, read hour by hour; a past day the job has not reached, from the hours known to hold events).
   */
  async summaries(days: readonly string[], now = new Date()): Promise<DaySummary[]> {
    const today = parisDayKey(now);
    const stored = await this.rolledUp(days.filter((day) => day < today));
    const hours = await this.hoursOf(days.filter((day) => day < today && !stored.has(day)));
    return Promise.all(
      days.map(async (day) => {
        const text = day < today ? stored.get(day) : undefined;
        if (text) return JSON.parse(text) as DaySummary;
        return summarise(await (day >= today ? this.eventsOfDay(day) : this.eventsOf(hours.filter((id) => id.startsWith(`${day}/`)))));
      }),
    );
  }

  /** Rolls up the finished days among `days` that are not yet; resolves to how many were. */
  async rollUp(days: readonly string[], now: Date): Promise<number> {
    const today = parisDayKey(now);
    const stored = await this.rolledUp(days);
    const hours = await this.hoursOf(days.filter((day) => day < today && !stored.has(day)));
    const due = [...new Set(hours.map((id) => id.slice(0, 10)))];
    for (const day of due) {
      const summary = summarise(await this.eventsOf(hours.filter((id) => id.startsWith(`${day}/`))));
      await this.rollups.updateOne({ _id: day.slice(0, 7) }, { $set: { [`days.${day}`]: JSON.stringify(summary) } }, { upsert: true });
    }
    return due.length;
  }

  /** Deletes the raw events of the hours before `cutoff`; resolves to how many buckets went. */
  async purgeBefore(cutoff: Date): Promise<number> {
    const { deletedCount } = await this.buckets.deleteMany({ start: { $lt: cutoff } });
    return deletedCount;
  }
}
