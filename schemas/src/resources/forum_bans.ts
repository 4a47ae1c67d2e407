import { MODERATION } from '../access';
import type { Values } from '../fields';
import { defineResource, type Tone } from '../resource';
import { FORUM_MODERATION_BREADCRUMB, moderationTab } from './forum_reports';

export const BAN_DEFAULT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a ban starting at `start` ends; none for 0 days, which is permanent. */
export function banExpiry(start: Date, durationDays: number): Date | undefined {
  return durationDays > 0 ? new Date(start.getTime() + durationDays * DAY_MS) : undefined;
}

const toDate = (value: unknown): Date | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The 'Expiration' column: 'Levé' once lifted, 'Permanent' without a date, 'Expiré' once past, else the French date. */
export function banExpiryBadge(record: Values, now: Date = new Date()): { label: string; tone: Tone } {
  if (record.is_active !== true) return { label: 'Levé', tone: 'default' };
  const expiresAt = toDate(record.expires_at);
  if (!expiresAt) return { label: 'Permanent', tone: 'error' };
  if (expiresAt.getTime() <= now.getTime()) return { label: 'Expiré', tone: 'default' };
  return { label: expiresAt.toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }), tone: 'warning' };
}

/** A ban still holds while active and not past its end. */
export function isBanInForce(record: Values, now: Date = new Date()): boolean {
  const expiresAt = toDate(record.expires_at);
  return record.is_active === true && (!expiresAt || expiresAt.getTime() > now.getTime());
}

/** The 'État' column: 'Actif' while the ban holds, 'Expiré' once past its end, 'Levé' once lifted. */
export function banStateBadge(record: Values, now: Date = new Date()): { label: string; tone: Tone } {
  if (record.is_active !== true) return { label: 'Levé', tone: 'default' };
  return isBanInForce(record, now) ? { label: 'Actif', tone: 'error' } : { label: 'Expiré', tone: 'default' };
}

export const forumBans = defineResource({
  name: 'forum_bans',
  access: { default: MODERATION },
  label: 'Utilisateurs bannis',
  singular: 'Bannissement',
  description: 'Utilisateurs exclus du forum',
  icon: 'Block',
  noun: 'un bannissement',
  route: 'forum/moderation/bans',
  breadcrumb: FORUM_MODERATION_BREADCRUMB,
  tab: moderationTab('Utilisateurs bannis'),
  list: {
    perPage: 25,
    createLabel: 'Bannir un utilisateur',
    searchPlaceholder: 'Rechercher un bannissement...',
    badges: [
      { name: 'state', label: 'État', value: (record) => banStateBadge(record) },
      { name: 'expiry', label: 'Expiration', value: (record) => banExpiryBadge(record) },
    ],
  },
  hooks: ['forum/ban.hooks'],
  fields: [
    {
      name: 'user_id',
      label: 'Utilisateur',
      type: 'reference',
      required: true,
      reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100 },
      lockedOnEdit: true,
      list: true,
      filterable: true,
    },
    { name: 'reason', label: 'Motif', type: 'textarea', required: true, maxLength: 1000, rows: 3, list: true, searchable: true },
    {
      name: 'duration_days',
      label: 'Durée (jours)',
      type: 'number',
      required: true,
      default: BAN_DEFAULT_DAYS,
      min: 0,
      // A hundred years: longer is permanent (0), and the expiry date stays a real date.
      max: 36_500,
      step: 1,
      helperText: '0 = permanent',
      list: true,
      sortable: true,
    },
    { name: 'ban_ip', label: "Bannir l'adresse IP", type: 'switch', default: false },
    { name: 'banned_by', label: 'Banni par', type: 'text', readOnly: true, list: true },
    { name: 'expires_at', label: "Date d'expiration", type: 'datetime-local', readOnly: true, sortable: true },
    { name: 'is_active', label: 'Actif', type: 'switch', default: true, sortable: true, filterable: true },
    { name: 'created_at', label: 'Banni le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
  states: {
    field: 'is_active',
    states: [
      { value: true, label: 'Actif' },
      { value: false, label: 'Levé' },
    ],
    initial: [true],
    // A lifted ban stays lifted: banning again is a new ban, with its own reason and dates.
    transitions: [{ from: [true], to: false, action: 'unban' }],
  },
  actions: [
    {
      name: 'unban',
      label: 'Lever le bannissement',
      icon: 'LockOpen',
      scope: 'row',
      when: (record) => isBanInForce(record),
      refusal: 'Ce bannissement n’est plus en vigueur',
      effect: { kind: 'update', set: { is_active: false } },
      confirm: 'Lever le bannissement de cet utilisateur ?',
      success: 'Bannissement levé',
    },
  ],
});
