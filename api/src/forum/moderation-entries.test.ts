import { describe, expect, it } from 'vitest';
import {
  banCreatedEntry,
  banDuration,
  banUpdateEntries,
  categoriesReorderedEntry,
  LOG_ACTIONS,
  replyDeletedEntry,
  reportEntryType,
  reportUpdateEntries,
  topicDeletedEntry,
  topicUpdateEntries,
} from './moderation-entries';

const TOPIC = { title: 'Cluster HA à 3 nœuds', author_name: 'Léa Moreau', category_id: 'a', is_locked: false, is_pinned: false };

describe('topic entries', () => {
  it('logs a lock, an unlock, a pin and an unpin', () => {
    expect(topicUpdateEntries(TOPIC, { ...TOPIC, is_locked: true })).toEqual([
      { action: 'Sujet verrouillé', type: 'other', details: '« Cluster HA à 3 nœuds »', target_user: 'Léa Moreau' },
    ]);
    expect(topicUpdateEntries({ ...TOPIC, is_locked: true }, TOPIC).map((e) => e.action)).toEqual(['Sujet déverrouillé']);
    expect(topicUpdateEntries(TOPIC, { ...TOPIC, is_pinned: true }).map((e) => e.action)).toEqual(['Sujet épinglé']);
    expect(topicUpdateEntries({ ...TOPIC, is_pinned: true }, TOPIC).map((e) => e.action)).toEqual(['Sujet désépinglé']);
  });

  it('logs a move with the category names', () => {
    expect(topicUpdateEntries(TOPIC, { ...TOPIC, category_id: 'b' }, { from: 'Général', to: 'Dépannage' })).toEqual([
      { action: 'Sujet déplacé', type: 'other', details: '« Cluster HA à 3 nœuds » : Général → Dépannage', target_user: 'Léa Moreau' },
    ]);
  });

  it('logs nothing for an edit that is not moderation', () => {
    expect(topicUpdateEntries(TOPIC, { ...TOPIC, title: 'Autre titre', is_solved: true })).toEqual([]);
  });

  it('logs a deletion with its replies', () => {
    expect(topicDeletedEntry(TOPIC, 3).details).toBe('« Cluster HA à 3 nœuds » et 3 réponses');
    expect(topicDeletedEntry(TOPIC, 1).details).toBe('« Cluster HA à 3 nœuds » et 1 réponse');
    expect(topicDeletedEntry(TOPIC, 0)).toEqual({
      action: 'Sujet supprimé',
      type: 'other',
      details: '« Cluster HA à 3 nœuds »',
      target_user: 'Léa Moreau',
    });
  });

  it('logs a deleted reply against its author', () => {
    expect(replyDeletedEntry({ author_name: 'Paul' }, 'Pare-feu')).toEqual({
      action: 'Réponse supprimée',
      type: 'other',
      details: 'Dans « Pare-feu »',
      target_user: 'Paul',
    });
  });

  it('logs a reorder with the names in their new order', () => {
    expect(categoriesReorderedEntry(['Annonces', 'Général']).details).toBe('Annonces, Général');
  });
});

describe('ban entries', () => {
  it('words the duration', () => {
    expect(banDuration(0)).toBe('définitivement');
    expect(banDuration(1)).toBe('pour 1 jour');
    expect(banDuration(7)).toBe('pour 7 jours');
    expect(banDuration(1000)).toBe(`pour ${(1000).toLocaleString('fr-FR')} jours`);
  });

  it('logs a ban as a ban against the user', () => {
    expect(banCreatedEntry({ reason: 'Spam répété', duration_days: 0, ban_ip: true }, 'Marc Petit')).toEqual({
      action: 'Utilisateur banni',
      type: 'ban',
      details: 'Spam répété — définitivement (adresse IP comprise)',
      target_user: 'Marc Petit',
    });
  });

  it('logs an unban and a new duration', () => {
    const ban = { reason: 'Spam', duration_days: 7, is_active: true };
    expect(banUpdateEntries(ban, { ...ban, is_active: false }, 'Marc')).toEqual([
      { action: LOG_ACTIONS.banLifted, type: 'ban', details: 'Spam', target_user: 'Marc' },
    ]);
    expect(banUpdateEntries(ban, { ...ban, duration_days: 30 }, 'Marc').map((e) => [e.action, e.details])).toEqual([
      ['Durée du bannissement modifiée', 'pour 7 jours → pour 30 jours'],
    ]);
    expect(banUpdateEntries(ban, { ...ban, reason: 'Autre' }, 'Marc')).toEqual([]);
  });
});

describe('report entries', () => {
  const report = { type: 'spam', reason: 'Publicité', status: 'pending' };

  it('logs a resolution with the action taken, typed by it', () => {
    expect(reportUpdateEntries(report, { ...report, status: 'resolved', action_taken: 'warn', moderator_notes: 'Premier avertissement' }, 'Léa')).toEqual([
      {
        action: 'Signalement résolu',
        type: 'warn',
        details: 'Spam : Publicité — Action : Avertissement — Premier avertissement',
        target_user: 'Léa',
      },
    ]);
    expect(reportEntryType('ban')).toBe('ban');
    expect(reportEntryType('delete')).toBe('other');
    expect(reportEntryType(undefined)).toBe('other');
  });

  it('logs a dismissal', () => {
    expect(reportUpdateEntries(report, { ...report, status: 'dismissed' }, '')).toEqual([
      { action: 'Signalement rejeté', type: 'other', details: 'Spam : Publicité', target_user: '' },
    ]);
  });

  it('logs nothing while the status stays', () => {
    expect(reportUpdateEntries(report, { ...report, moderator_notes: 'à voir' }, '')).toEqual([]);
    expect(reportUpdateEntries({ ...report, status: 'resolved' }, report, '')).toEqual([]);
  });
});
