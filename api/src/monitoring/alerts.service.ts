/**
 * The monitoring alerts: opened when a rule's condition appears, resolved when it ends,
 * each opened once. An open alert's `_id` is its condition's key (rule and subject), so
 * opening is one insert that a second process, or a second run, cannot repeat (duplicate
 * key); resolving moves it to a history entry `{key}@{time}`. An opening is published on the
 * event bus as `alert.triggered`.
 *
 * The database being unreachable cannot be written while it lasts: it is published at once,
 * and recorded (opened and resolved) as soon as the database answers again.
 */
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { AlertSeverity, MonitoringAlert } from '@hexagone/schemas';
import { WebhookEvents } from '../platform/events/webhook-events';
import type { AlertCondition } from './alert-rules';

export const ALERTS_COLLECTION = 'monitoring_alerts';
export const ALERT_TRIGGERED = 'alert.triggered';
/** Resolved alerts are kept this long. */
const HISTORY_DAYS = 30;
/** At most this many alerts per answer, the newest first. */
const LIST_LIMIT = 100;

interface AlertDocument {
  _id: string;
  key: string;
  severity: AlertSeverity;
  title: string;
  service: string;
  status: 'active' | 'resolved';
  created_at: Date;
  resolved_at?: Date;
}

const DATABASE_DOWN: AlertCondition = { key: 'database-down:platform', severity: 'critical', title: 'Base de données injoignable', service: 'platform' };

@Injectable()
export class AlertsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Supervision');
  /** When this process saw the database go away, while it is away (or not yet recorded). */
  private databaseDownSince?: Date;
  private databaseBackAt?: Date;
  /** The server is stopping: the connection it closes is no outage. */
  private stopping = false;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly events: WebhookEvents,
  ) {}

  private get alerts() {
    return this.connection.db!.collection<AlertDocument>(ALERTS_COLLECTION);
  }

  /**
   * Opens the alerts of the conditions not open yet, resolves the open ones whose condition
   * ended, and records a database outage seen since the last call (resolved), which it returns.
   */
  async reconcile(conditions: readonly AlertCondition[], now: Date): Promise<{ from: Date; to: Date } | undefined> {
    const open = await this.alerts.find({ status: 'active' }).toArray();
    const wanted = new Set(conditions.map((condition) => condition.key));
    for (const condition of conditions) {
      if (!open.some((alert) => alert._id === condition.key)) await this.open(condition, now);
    }
    for (const alert of open) if (!wanted.has(alert._id)) await this.resolve(alert, now);
    return this.recordDatabaseOutage();
  }

  async list(status: 'active' | 'resolved' | 'all'): Promise<MonitoringAlert[]> {
    const docs = await this.alerts.find(status === 'all' ? {} : { status }).toArray();
    return docs
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
      .slice(0, LIST_LIMIT)
      .map((doc) => ({
        _id: doc._id,
        severity: doc.severity,
        title: doc.title,
        service: doc.service,
        status: doc.status,
        created_at: doc.created_at.toISOString(),
        ...(doc.resolved_at && { resolved_at: doc.resolved_at.toISOString() }),
      }));
  }

  async cleanup(now: Date): Promise<number> {
    const before = new Date(now.getTime() - HISTORY_DAYS * 24 * 3600_000);
    return (await this.alerts.deleteMany({ status: 'resolved', resolved_at: { $lt: before } })).deletedCount;
  }

  /** The connection's own events: the database went away, or answers again. */
  watchDatabase(): void {
    this.connection.on('disconnected', () => {
      if (this.databaseDownSince || this.stopping) return;
      this.databaseDownSince = new Date();
      this.databaseBackAt = undefined;
      this.publish({ ...DATABASE_DOWN, _id: DATABASE_DOWN.key, status: 'active', created_at: this.databaseDownSince.toISOString() });
    });
    for (const back of ['connected', 'reconnected']) {
      this.connection.on(back, () => {
        if (this.databaseDownSince) this.databaseBackAt ??= new Date();
      });
    }
  }

  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  /** The outage this process saw, as a resolved alert, once the database answers again. */
  private async recordDatabaseOutage(): Promise<{ from: Date; to: Date } | undefined> {
    if (!this.databaseDownSince || !this.databaseBackAt) return undefined;
    const outage = { from: this.databaseDownSince, to: this.databaseBackAt };
    await this.alerts
      .insertOne({ ...DATABASE_DOWN, _id: `${DATABASE_DOWN.key}@${outage.from.toISOString()}`, status: 'resolved', created_at: outage.from, resolved_at: outage.to })
      .catch((error: unknown) => {
        if ((error as { code?: number }).code !== 11000) throw error;
      });
    this.databaseDownSince = this.databaseBackAt = undefined;
    return outage;
  }

  private async open(condition: AlertCondition, now: Date): Promise<void> {
    const doc: AlertDocument = { _id: condition.key, ...condition, status: 'active', created_at: now };
    const opened = await this.alerts.insertOne(doc).then(
      () => true,
      (error: unknown) => {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      },
    );
    if (!opened) return;
    this.logger.warn(`Alerte ${condition.severity} : ${condition.title}`);
    this.publish({ _id: doc._id, severity: doc.severity, title: doc.title, service: doc.service, status: 'active', created_at: now.toISOString() });
  }

  private async resolve(alert: AlertDocument, now: Date): Promise<void> {
    const entry: AlertDocument = { ...alert, _id: `${alert.key}@${alert.created_at.toISOString()}`, status: 'resolved', resolved_at: now };
    await this.alerts.insertOne(entry).catch((error: unknown) => {
      if ((error as { code?: number }).code !== 11000) throw error;
    });
    await this.alerts.deleteOne({ _id: alert._id, status: 'active' });
  }

  /** While the database is away, the alert reaches this process's listeners only. */
  private publish(alert: MonitoringAlert): void {
    void this.events.publish(ALERT_TRIGGERED, { ...alert });
  }
}
