/**
 * What the daily cleanup removes, one declaration per log-like collection: which of its
 * documents have had their time. Most follow the cleanup's own retention (`ageTarget`: one
 * line per collection); those whose data has a rule of its own say it (monitoring points
 * beyond their resolution windows, the event log behind its consumers, spent signed links,
 * and, built by the cleanup service with their own services, the audit log with its 90-day
 * retention and chain checkpoint and the activity log moved to its archive). Sequence
 * counters (`sequence_numbers`, gapless invoice numbering), settings, job definitions and
 * every business record are never named here.
 */
import { AVAILABILITY_DAYS, aiUsage, mailOutbox, parisInstant, RAW_EVENTS_KEEP_MONTHS } from '@hexagone/schemas';
import type { mongo } from 'mongoose';
import { EVENTS_COLLECTION as AUDIENCE_EVENTS_COLLECTION } from '../analytics/analytics-store';
import { retentionStart } from '../analytics/rollups.service';
import { API_KEY_REQUESTS_COLLECTION } from '../api-keys/api-key-requests';
import { FORGET_AFTER_MS } from '../auth/login-throttle';
import { LOGIN_FAILURES_COLLECTION } from '../auth/login-failures';
import { monitoringConfig } from '../monitoring/monitoring-config';
import { HEALTH_COLLECTION, SAMPLES_COLLECTION } from '../monitoring/sample-store';
import { handledByAll } from '../platform/events/durable-consumer';
import { CONSUMER_FORGOTTEN_MS, EVENT_RETENTION_MS } from '../platform/events/event-bus';
import { EVENTS_COLLECTION } from '../platform/events/event-log';
import { JOB_RUNS_COLLECTION } from '../platform/jobs/job-scheduler';
import { MAIL_ATTACHMENTS_COLLECTION } from '../platform/mail/mail.service';
import { RATE_HITS_COLLECTION } from '../platform/limits/database-throttler-storage';
import { SPENT_SIGNED_LINKS_COLLECTION } from '../platform/signed-links/signed-link.service';
import { DELIVERIES_COLLECTION } from '../webhooks/webhook-deliveries';

export type Filter = mongo.Filter<mongo.Document>;

export interface CleanupMoment {
  now: Date;
  /** Now less the cleanup's retention. */
  cutoff: Date;
  db: mongo.Db;
}

export interface CleanupTarget {
  collection: string;
  /** What it holds, in French, for the statistics table. */
  label: string;
  /** How long it is kept, in French ('Rétention du nettoyage', '90 jours (journal d'audit)'). */
  rule: string;
  /** The documents whose time has come. */
  expired: (moment: CleanupMoment) => Filter | Promise<Filter>;
  /** Documents of other collections that belong to a removed one (its id as text in `field`). */
  dependents?: readonly { collection: string; field: string }[];
  /** Removes the expired documents its own way (an archive, a checkpoint first); answers how many went. */
  remove?: (moment: CleanupMoment) => Promise<number>;
}

const DAY_MS = 24 * 3600_000;
export const CLEANUP_RULE = 'Rétention du nettoyage';
const ago = (moment: CleanupMoment, ms: number) => new Date(moment.now.getTime() - ms);

/** A log kept for the cleanup's retention, dated by one field: what another module adds in one line. */
export const ageTarget = (collection: string, label: string, dateField: string, extra: Filter = {}): CleanupTarget => ({
  collection,
  label,
  rule: CLEANUP_RULE,
  expired: ({ cutoff }) => ({ ...extra, [dateField]: { $lt: cutoff } }),
});

/** The collections whose rule is the cleanup's retention. */
export const AGE_TARGETS: readonly CleanupTarget[] = [
  ageTarget(aiUsage.name, "Utilisation de l'IA", 'created_at'),
  // A mail never sent (no SMTP server yet) stays in the visible outbox until it is.
  { ...ageTarget(mailOutbox.name, "Boîte d'envoi des e-mails", 'created_at', { status: { $ne: 'outbox' } }), dependents: [{ collection: MAIL_ATTACHMENTS_COLLECTION, field: 'mail_id' }] },
  // A run under way is the lock of its moment: only finished runs go.
  ageTarget(JOB_RUNS_COLLECTION, 'Exécutions des tâches planifiées', 'finished_at', { status: { $ne: 'running' } }),
  ageTarget(API_KEY_REQUESTS_COLLECTION, 'Requêtes des clés API', 'at'),
  // A delivery still to be retried is work, not a log.
  ageTarget(DELIVERIES_COLLECTION, 'Livraisons des webhooks', 'created_at', { status: { $ne: 'pending' } }),
];

/** The collections with a rule of their own (the data says how long it matters). */
export const OWN_RULE_TARGETS: readonly CleanupTarget[] = [
  {
    collection: 'user_sessions',
    label: 'Sessions terminées',
    rule: 'Sessions expirées',
    expired: ({ now }) => ({ expires_at: { $lt: now } }),
  },
  {
    collection: SPENT_SIGNED_LINKS_COLLECTION,
    label: 'Liens signés utilisés',
    rule: 'Liens expirés',
    expired: ({ now }) => ({ expires_at: { $lt: now } }),
  },
  {
    collection: RATE_HITS_COLLECTION,
    label: 'Compteurs de limites de requêtes',
    rule: 'Fenêtres passées',
    expired: ({ now }) => ({ expires_at: { $lt: now } }),
  },
  {
    collection: LOGIN_FAILURES_COLLECTION,
    label: 'Échecs de connexion',
    rule: '1 heure',
    expired: (moment) => ({ at: { $lt: ago(moment, FORGET_AFTER_MS).getTime() } }),
  },
  {
    // The audience's raw events (hours of page views): the CNIL's 25 months, as the roll-up job purges them.
    collection: AUDIENCE_EVENTS_COLLECTION,
    label: "Événements bruts de mesure d'audience",
    rule: `${RAW_EVENTS_KEEP_MONTHS} mois`,
    expired: ({ now }) => ({ start: { $lt: parisInstant(`${retentionStart(now)}T00:00`) } }),
  },
  {
    collection: SAMPLES_COLLECTION,
    label: 'Points de supervision',
    rule: '24 h (points bruts), 7 jours (points d’une minute)',
    expired: (moment) => ({
      $or: [
        { resolution: 'raw', end: { $lte: ago(moment, monitoringConfig.rawKeepMs) } },
        { resolution: '1m', end: { $lte: ago(moment, monitoringConfig.minuteKeepMs) } },
      ],
    }),
  },
  {
    collection: HEALTH_COLLECTION,
    label: 'Disponibilité des services par jour',
    rule: `${AVAILABILITY_DAYS} jours`,
    expired: (moment) => ({ day: { $lt: ago(moment, (AVAILABILITY_DAYS + 1) * DAY_MS) } }),
  },
  {
    collection: EVENTS_COLLECTION,
    label: 'Journal des événements',
    rule: 'Traités par tous les consommateurs, après 1 heure',
    // Never the newest entry: positions never start again from zero.
    expired: async (moment) => {
      const handled = await handledByAll(moment.db, ago(moment, CONSUMER_FORGOTTEN_MS));
      const [newest] = await moment.db.collection(EVENTS_COLLECTION).find({}, { projection: { _id: 1 } }).sort({ _id: -1 }).limit(1).toArray();
      return { _id: { $lt: Math.min(handled + 1, Number(newest?._id ?? 0)) }, at: { $lt: ago(moment, EVENT_RETENTION_MS) } };
    },
  },
];
