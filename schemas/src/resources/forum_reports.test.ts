import { describe, expect, it } from 'vitest';
import { actionApplies, fieldByName } from '../resource';
import { validateValues } from '../validation/engine';
import { forumReports, REPORT_ACTIONS, REPORT_STATUSES, REPORT_TYPES } from './forum_reports';

describe('forum reports declaration', () => {
  it('is the Signalements tab of the moderation screen, 25 per page, without add', () => {
    expect(forumReports.tab).toEqual({ path: 'forum/moderation', label: 'Signalements' });
    expect(forumReports.route).toBe('forum/moderation/reports');
    expect(forumReports.list.perPage).toBe(25);
    expect(forumReports.operations.create).toBe(false);
  });

  it('requires type and reason', () => {
    expect(validateValues(forumReports, {}, { side: 'server' })).toEqual({ type: 'Le champ « Type » est requis', reason: 'Le champ « Motif » est requis' });
  });

  it('offers the spec values', () => {
    expect(REPORT_TYPES.map((o) => o.value)).toEqual(['spam', 'inappropriate', 'harassment', 'other']);
    expect(REPORT_STATUSES.map((o) => o.value)).toEqual(['pending', 'resolved', 'dismissed']);
    expect(REPORT_ACTIONS.map((o) => o.value)).toEqual(['none', 'warn', 'delete', 'ban']);
    expect(fieldByName(forumReports, 'status')?.default).toBe('pending');
    expect(fieldByName(forumReports, 'resolved_by')?.readOnly).toBe(true);
  });

  it('resolves or dismisses pending reports only', () => {
    const resolve = forumReports.actions.find((a) => a.name === 'resolve');
    const dismiss = forumReports.actions.find((a) => a.name === 'dismiss');
    expect(resolve).toMatchObject({ label: 'Résoudre', effect: { kind: 'update', set: { status: 'resolved' } } });
    expect(resolve?.ask?.fields.map((f) => f.name)).toEqual(['action_taken', 'moderator_notes']);
    expect(dismiss).toMatchObject({ label: 'Rejeter', effect: { kind: 'update', set: { status: 'dismissed' } } });
    for (const action of [resolve, dismiss]) {
      expect(actionApplies(forumReports, action!, { status: 'pending' })).toBe(true);
      expect(actionApplies(forumReports, action!, { status: 'resolved' })).toBe(false);
      expect(actionApplies(forumReports, action!, { status: 'dismissed' })).toBe(false);
    }
  });
});
