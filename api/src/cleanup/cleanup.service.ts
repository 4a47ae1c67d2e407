/**
 * The log cleanup (spec 3 §2, §7): statistics per collection of what its rule would remove,
 * a run (by hand or every day at 03:00 Europe/Paris under the jobs' database lock, so once
 * across server processes) that removes it in batches, each run recorded with what it
 * removed, and the retention setting.
 */
import { Injectable, ServiceUnavailableException, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { CLEANUP_DEFAULTS, CLEANUP_SCHEDULE, type CleanupCollectionStats, auditSettings, cleanupSettings, settingsLogs, userActivity, type Values } from '@hexagone/schemas';
import { ActivityArchive, activityLiveDays } from '../activity/activity-archive';
import { AuditLogService } from '../audit/audit-log.service';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';
import { JobsService } from '../platform/jobs/jobs.service';
import { removeInBatches } from './batch-removal';
import { AGE_TARGETS, OWN_RULE_TARGETS, type CleanupMoment, type CleanupTarget } from './cleanup-targets';

export const CLEANUP_JOB = 'cleanup';
export const CLEANUP_RUNS_COLLECTION = 'cleanup_runs';
const DAY_MS = 24 * 3600_000;

export type CollectionStats = CleanupCollectionStats;

export interface CleanupRun {
  trigger: 'schedule' | 'manual';
  user: string | null;
  started_at: Date;
  finished_at: Date;
  retention_days: number;
  cutoff_date: Date;
  removed: Record<string, number>;
  total_removed: number;
  status: 'succeeded' | 'failed';
  error: string | null;
}

const percentage = (part: number, whole: number): number => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** `retention_days` as sent: a whole number, or the default when it is not a number at all (spec 3 §5). */
export function retentionOf(value: unknown): number {
  const days = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(days) ? CLEANUP_DEFAULTS.retention_days : days;
}

const plural = (n: number, word: string) => `${n.toLocaleString('fr-FR')} ${word}${n > 1 ? 's' : ''}`;

@Injectable()
export class CleanupService implements OnModuleInit {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly crud: CrudService,
    private readonly jobs: JobsService,
    private readonly audit: AuditLogService,
    private readonly archive: ActivityArchive,
  ) {}

  onModuleInit(): void {
    this.jobs.declare({ name: CLEANUP_JOB, ...CLEANUP_SCHEDULE, handler: (slot) => this.run('schedule', null, slot).then(() => undefined) });
  }

  private get db() {
    return this.connection.db!;
  }

  private get runs() {
    return this.db.collection<CleanupRun>(CLEANUP_RUNS_COLLECTION);
  }

  async retentionDays(): Promise<number> {
    return Number((await this.crud.readSingleton(cleanupSettings)).retention_days);
  }

  /** Every target: the declared ones, then the audit log and the activity log with their own services. */
  private async targets(): Promise<CleanupTarget[]> {
    const auditDays = Number((await this.crud.readSingleton(auditSettings)).retention_days);
    return [...AGE_TARGETS, ...OWN_RULE_TARGETS, this.auditTarget(auditDays), this.activityTarget()];
  }

  /** The oldest audit entries, up to the last one past its retention: removed after the chain's checkpoint moves past them. */
  private auditTarget(days: number): CleanupTarget {
    const lastExpired = async (moment: CleanupMoment) => {
      const [last] = await this.db
        .collection(settingsLogs.name)
        .find({ timestamp: { $lt: new Date(moment.now.getTime() - days * DAY_MS) } }, { projection: { sequence: 1, hash: 1 } })
        .sort({ sequence: -1 })
        .limit(1)
        .toArray();
      return last ? { sequence: Number(last.sequence), hash: String(last.hash) } : undefined;
    };
    return {
      collection: settingsLogs.name,
      label: "Journal d'audit",
      rule: `${plural(days, 'jour')} (paramètres du journal d'audit)`,
      expired: async (moment) => {
        const last = await lastExpired(moment);
        return last ? { sequence: { $lte: last.sequence } } : { _id: { $exists: false } };
      },
      remove: async (moment) => {
        const last = await lastExpired(moment);
        if (!last) return 0;
        await this.audit.moveCheckpoint(last);
        return removeInBatches(this.db, settingsLogs.name, { sequence: { $lte: last.sequence } });
      },
    };
  }

  /** The activity log is not deleted but moved to its monthly archives (activity-archive.ts), on its own period. */
  private activityTarget(): CleanupTarget {
    const days = activityLiveDays();
    return {
      collection: userActivity.name,
      label: "Journal d'activité",
      rule: `${plural(days, 'jour')}, puis archives mensuelles`,
      expired: ({ now }) => ({ created_at: { $lt: new Date(now.getTime() - days * DAY_MS) } }),
      remove: (moment) => this.archive.archive(moment.now),
    };
  }

  private async moment(now: Date): Promise<{ moment: CleanupMoment; retention: number }> {
    const retention = await this.retentionDays();
    return { retention, moment: { now, cutoff: new Date(now.getTime() - retention * DAY_MS), db: this.db } };
  }

  async stats(now = new Date()) {
    const { moment, retention } = await this.moment(now);
    const collections: Record<string, CollectionStats> = {};
    for (const target of await this.targets()) {
      const docs = this.db.collection(target.collection);
      const [total, toDelete] = await Promise.all([docs.estimatedDocumentCount(), docs.countDocuments(await target.expired(moment))]);
      collections[target.collection] = { label: target.label, rule: target.rule, total, to_delete: toDelete, to_keep: total - toDelete, percentage: percentage(toDelete, total) };
    }
    const rows = Object.values(collections);
    const sum = (pick: (row: CollectionStats) => number) => rows.reduce((n, row) => n + pick(row), 0);
    const totals = { total: sum((row) => row.total), to_delete: sum((row) => row.to_delete), to_keep: sum((row) => row.to_keep) };
    const [lastRun] = await this.runs.find().sort({ started_at: -1 }).limit(1).toArray();
    return {
      cutoff_date: moment.cutoff,
      retention_days: retention,
      collections,
      totals: { ...totals, percentage: percentage(totals.to_delete, totals.total) },
      last_run: lastRun ?? null,
    };
  }

  /**
   * Removes what every rule allows, collection after collection. A collection that fails does
   * not stop the others; the run is recorded with what it removed and its failures, and then
   * refused (503) naming them, so that the screen says the cleanup did not finish.
   */
  async run(trigger: CleanupRun['trigger'], user: string | null, now = new Date()): Promise<CleanupRun> {
    const started = new Date();
    const { moment, retention } = await this.moment(now);
    const removed: Record<string, number> = {};
    const failed: string[] = [];
    for (const target of await this.targets()) {
      try {
        removed[target.collection] = target.remove
          ? await target.remove(moment)
          : await removeInBatches(this.db, target.collection, await target.expired(moment), target.dependents);
      } catch (failure) {
        failed.push(`${target.label} (${failure instanceof Error ? failure.message : String(failure)})`);
      }
    }
    const run: CleanupRun = {
      trigger,
      user,
      started_at: started,
      finished_at: new Date(),
      retention_days: retention,
      cutoff_date: moment.cutoff,
      removed,
      total_removed: Object.values(removed).reduce((n, count) => n + count, 0),
      status: failed.length ? 'failed' : 'succeeded',
      error: failed.length ? failed.join(' ; ') : null,
    };
    await this.runs.insertOne({ ...run });
    if (failed.length) throw new ServiceUnavailableException(`Nettoyage incomplet : ${failed.map((text) => text.split(' (')[0]).join(', ')} non nettoyé(s)`);
    return run;
  }

  /** Saves the retention (the default when what is sent is not a number); bounds are the registry's (400 in French). */
  async configure(body: unknown, ctx: CrudContext): Promise<{ message: string; retention_days: number }> {
    const value = (body && typeof body === 'object' ? (body as Values).retention_days : undefined);
    const saved = await this.crud.writeSingleton(cleanupSettings, { retention_days: retentionOf(value) }, ctx);
    const days = Number(saved.retention_days);
    return { message: `Configuration enregistrée : les journaux sont conservés ${plural(days, 'jour')}`, retention_days: days };
  }

  /** The message the screen shows after a run. */
  static runMessage(run: CleanupRun): string {
    return run.total_removed ? `Nettoyage terminé : ${plural(run.total_removed, 'entrée')} supprimée${run.total_removed > 1 ? 's' : ''}` : 'Nettoyage terminé : aucune entrée à supprimer';
  }
}

