/**
 * The groups of each finished day, kept once computed for a list of dimensions: a finished
 * day's events no longer change, so a report read again (a schedule, a second run, another
 * report with the same dimensions) reads one document per day instead of the day's events.
 * One document per dimensions and day (`_id` 'page+source/YYYY-MM-DD'), the groups as JSON text
 * (the embedded database decodes texts much faster than objects), read by `_id` only.
 */
import type { mongo } from 'mongoose';
import type { ReportDimension } from '@hexagone/schemas';
import { isDuplicateKey } from '../../database/numbered-insert';
import type { GroupFigures, Groups } from './report-groups';

export const GROUPED_DAYS_COLLECTION = 'analytics_report_days';

interface GroupedDay {
  _id: string;
  day: string;
  groups: string;
}

const idOf = (dimensions: readonly ReportDimension[], day: string) => `${dimensions.join('+')}/${day}`;

export class GroupedDays {
  constructor(private readonly db: mongo.Db) {}

  private get days() {
    return this.db.collection<GroupedDay>(GROUPED_DAYS_COLLECTION);
  }

  /** The kept groups of these days, by day (a day not yet kept is absent). */
  async read(dimensions: readonly ReportDimension[], days: readonly string[]): Promise<Map<string, Groups>> {
    const docs = await Promise.all(days.map((day) => this.days.findOne({ _id: idOf(dimensions, day) })));
    return new Map(docs.filter((doc) => doc !== null).map((doc) => [doc.day, new Map(JSON.parse(doc.groups) as [string, GroupFigures][])]));
  }

  async keep(dimensions: readonly ReportDimension[], day: string, groups: Groups): Promise<void> {
    try {
      await this.days.replaceOne({ _id: idOf(dimensions, day) }, { day, groups: JSON.stringify([...groups]) }, { upsert: true });
    } catch (error) {
      // Two runs kept the same day at once: both computed the same groups from the same events.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
