/**
 * What the moderation log says about each moderation action: pure functions from the
 * records before and after a write to the entries to record, with their French wording.
 */
import { REPORT_ACTIONS, REPORT_TYPES, type ModerationType, type Values } from '@hexagone/schemas';

export interface ModerationEntry {
  action: string;
  type: ModerationType;
  details: string;
  target_user: string;
}

export const LOG_ACTIONS = {
  topicLocked: 'Sujet verrouillé',
  topicUnlocked: 'Sujet déverrouillé',
  topicPinned: 'Sujet épinglé',
  topicUnpinned: 'Sujet désépinglé',
  topicMoved: 'Sujet déplacé',
  topicDeleted: 'Sujet supprimé',
  replyDeleted: 'Réponse supprimée',
  categoryDeleted: 'Catégorie supprimée',
  categoriesReordered: 'Catégories réorganisées',
  userBanned: 'Utilisateur banni',
  banLifted: 'Bannissement levé',
  banRestored: 'Bannissement rétabli',
  banChanged: 'Durée du bannissement modifiée',
  banDeleted: 'Bannissement supprimé',
  reportResolved: 'Signalement résolu',
  reportDismissed: 'Signalement rejeté',
  reportDeleted: 'Signalement supprimé',
} as const;

/** The writer of entries made without a signed-in moderator (seeds, server tasks). */
export const SYSTEM_MODERATOR = 'Système';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const quoted = (title: unknown) => `« ${text(title)} »`;
const optionLabel = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((option) => option.value === value)?.label ?? text(value);

/** "pour 7 jours", "pour 1 jour", "définitivement" (0 days). */
export function banDuration(days: unknown): string {
  const n = Number(days);
  if (!Number.isFinite(n) || n <= 0) return 'définitivement';
  return `pour ${n.toLocaleString('fr-FR')} jour${n > 1 ? 's' : ''}`;
}

/** Names of the categories a moved topic left and joined. */
export interface MoveNames {
  from: string;
  to: string;
}

export function topicUpdateEntries(before: Values, after: Values, move?: MoveNames): ModerationEntry[] {
  const entries: ModerationEntry[] = [];
  const target = text(after.author_name);
  const details = quoted(after.title);
  const flag = (name: string) => after[name] === true;
  if (flag('is_locked') !== (before.is_locked === true)) {
    entries.push({ action: flag('is_locked') ? LOG_ACTIONS.topicLocked : LOG_ACTIONS.topicUnlocked, type: 'other', details, target_user: target });
  }
  if (flag('is_pinned') !== (before.is_pinned === true)) {
    entries.push({ action: flag('is_pinned') ? LOG_ACTIONS.topicPinned : LOG_ACTIONS.topicUnpinned, type: 'other', details, target_user: target });
  }
  if (String(before.category_id ?? '') !== String(after.category_id ?? '')) {
    entries.push({
      action: LOG_ACTIONS.topicMoved,
      type: 'other',
      details: move ? `${details} : ${move.from} → ${move.to}` : details,
      target_user: target,
    });
  }
  return entries;
}

export function topicDeletedEntry(topic: Values, replies: number): ModerationEntry {
  const suffix = replies > 0 ? ` et ${replies.toLocaleString('fr-FR')} réponse${replies > 1 ? 's' : ''}` : '';
  return { action: LOG_ACTIONS.topicDeleted, type: 'other', details: `${quoted(topic.title)}${suffix}`, target_user: text(topic.author_name) };
}

export function replyDeletedEntry(reply: Values, topicTitle: string): ModerationEntry {
  return { action: LOG_ACTIONS.replyDeleted, type: 'other', details: `Dans ${quoted(topicTitle)}`, target_user: text(reply.author_name) };
}

export function categoryDeletedEntry(category: Values): ModerationEntry {
  return { action: LOG_ACTIONS.categoryDeleted, type: 'other', details: quoted(category.name), target_user: '' };
}

export function categoriesReorderedEntry(names: readonly string[]): ModerationEntry {
  return { action: LOG_ACTIONS.categoriesReordered, type: 'other', details: names.join(', '), target_user: '' };
}

export function banCreatedEntry(ban: Values, userName: string): ModerationEntry {
  const ip = ban.ban_ip === true ? ' (adresse IP comprise)' : '';
  return {
    action: LOG_ACTIONS.userBanned,
    type: 'ban',
    details: `${text(ban.reason)} — ${banDuration(ban.duration_days)}${ip}`,
    target_user: userName,
  };
}

export function banUpdateEntries(before: Values, after: Values, userName: string): ModerationEntry[] {
  const entries: ModerationEntry[] = [];
  const wasActive = before.is_active === true;
  const isActive = after.is_active === true;
  if (wasActive !== isActive) {
    entries.push({ action: isActive ? LOG_ACTIONS.banRestored : LOG_ACTIONS.banLifted, type: 'ban', details: text(after.reason), target_user: userName });
  }
  if (Number(before.duration_days) !== Number(after.duration_days)) {
    entries.push({
      action: LOG_ACTIONS.banChanged,
      type: 'ban',
      details: `${banDuration(before.duration_days)} → ${banDuration(after.duration_days)}`,
      target_user: userName,
    });
  }
  return entries;
}

export function banDeletedEntry(ban: Values, userName: string): ModerationEntry {
  return { action: LOG_ACTIONS.banDeleted, type: 'ban', details: text(ban.reason), target_user: userName };
}

/** The log type of a resolved report follows the action taken: a ban, a warning, or other. */
export function reportEntryType(actionTaken: unknown): ModerationType {
  if (actionTaken === 'ban') return 'ban';
  if (actionTaken === 'warn') return 'warn';
  return 'other';
}

export function reportUpdateEntries(before: Values, after: Values, targetUser: string): ModerationEntry[] {
  if (before.status === after.status || (after.status !== 'resolved' && after.status !== 'dismissed')) return [];
  const parts = [`${optionLabel(REPORT_TYPES, after.type)} : ${text(after.reason)}`];
  if (after.status === 'resolved') parts.push(`Action : ${optionLabel(REPORT_ACTIONS, after.action_taken ?? 'none')}`);
  if (text(after.moderator_notes)) parts.push(text(after.moderator_notes));
  return [
    {
      action: after.status === 'resolved' ? LOG_ACTIONS.reportResolved : LOG_ACTIONS.reportDismissed,
      type: after.status === 'resolved' ? reportEntryType(after.action_taken) : 'other',
      details: parts.join(' — '),
      target_user: targetUser,
    },
  ];
}

export function reportDeletedEntry(report: Values, targetUser: string): ModerationEntry {
  return { action: LOG_ACTIONS.reportDeleted, type: 'other', details: `${optionLabel(REPORT_TYPES, report.type)} : ${text(report.reason)}`, target_user: targetUser };
}
