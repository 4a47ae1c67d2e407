import { describe, expect, it } from 'vitest';
import { defineResource, type ActionDef } from '@hexagone/schemas';
import { failureMessage, runAction, successMessage } from './run-action';

const comments = defineResource({
  name: 'comments',
  label: 'Commentaires',
  singular: 'Commentaire',
  description: '',
  icon: 'Article',
  route: 'blog/comments',
  breadcrumb: [{ label: 'Commentaires' }],
  fields: [
    { name: 'content', label: 'Contenu', type: 'textarea' },
    { name: 'status', label: 'Statut', type: 'select', options: [{ value: 'pending', label: 'En attente' }] },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true },
  ],
});

/** A data provider that records its calls and answers like the API would. */
function recordingProvider() {
  const calls: [string, unknown][] = [];
  const provider = {
    action: async (route: string, params: any) => {
      calls.push([route, params]);
      return { password: 'nouveau-secret' };
    },
  };
  return { provider, calls };
}

const action = (effect: ActionDef['effect'], scope: ActionDef['scope'] = 'row', extra: Partial<ActionDef> = {}): ActionDef => ({
  name: 'approve',
  label: 'Approuver',
  icon: 'CheckCircle',
  scope,
  effect,
  ...extra,
});

const row = { id: 'c1', content: 'Bravo', status: 'pending', created_at: '2026-01-01' };
const ROW_ROUTE = { method: 'POST', path: '/comments/{id}/approve' };
const BULK_ROUTE = { method: 'POST', path: '/comments/actions/approve' };

describe('runAction', () => {
  it('update: one call to the bulk route with the selection and the asked values (the API checks and applies)', async () => {
    const { provider, calls } = recordingProvider();
    await runAction(provider, 'blog/comments', comments, action({ kind: 'update', set: { status: 'rejected' } }, 'bulk'), { ids: ['c1', 'c2'] }, {
      rejection_reason: 'Hors sujet',
    });
    expect(calls).toEqual([['blog/comments', { route: BULK_ROUTE, data: { rejection_reason: 'Hors sujet', ids: ['c1', 'c2'] } }]]);
  });

  it('update, endpoint and duplicate of a row: the row route with its id; answers the answer', async () => {
    const { provider, calls } = recordingProvider();
    expect(await runAction(provider, 'users', comments, action({ kind: 'endpoint' }), { record: row, ids: [] }, { notify: true })).toEqual({
      password: 'nouveau-secret',
    });
    await runAction(provider, 'blog/comments', comments, action({ kind: 'update', set: { status: 'approved' } }), { record: row, ids: [] });
    await runAction(provider, 'blog/comments', comments, action({ kind: 'duplicate', suffix: { content: ' (Copie)' } }), { record: row, ids: [] });
    expect(calls).toEqual([
      ['users', { route: ROW_ROUTE, id: 'c1', data: { notify: true } }],
      ['blog/comments', { route: ROW_ROUTE, id: 'c1', data: {} }],
      ['blog/comments', { route: ROW_ROUTE, id: 'c1', data: {} }],
    ]);
  });

  it('a header action, and an action with its own method and path', async () => {
    const { provider, calls } = recordingProvider();
    await runAction(provider, 'users', comments, action({ kind: 'endpoint' }, 'header'), { ids: [] });
    const pause = action({ kind: 'endpoint' }, 'row', { name: 'pause', http: { method: 'PUT', path: '/billing_subscriptions/{id}/pause' } });
    await runAction(provider, 'users', comments, pause, { record: row, ids: [] });
    expect(calls).toEqual([
      ['users', { route: BULK_ROUTE, data: {} }],
      ['users', { route: { method: 'PUT', path: '/billing_subscriptions/{id}/pause' }, id: 'c1', data: {} }],
    ]);
  });

  it('links and dialogs of the back-office call nothing', async () => {
    const { provider, calls } = recordingProvider();
    await runAction(provider, 'users', comments, action({ kind: 'link', href: () => '/x' }), { record: row, ids: [] });
    await runAction(provider, 'users', comments, action({ kind: 'custom', component: 'x', server: true }), { record: row, ids: [] });
    expect(calls).toEqual([]);
  });
});

describe('successMessage', () => {
  it("is the action's own text when it has one", () => {
    expect(successMessage({ ...action({ kind: 'endpoint' }), success: 'Commentaire approuvé' }, 1)).toBe('Commentaire approuvé');
  });

  it('else words the effect as spec 2 §8 does', () => {
    expect(successMessage(action({ kind: 'update' }), 1)).toBe('Élément modifié avec succès');
    expect(successMessage(action({ kind: 'update' }), 3)).toBe('3 élément(s) modifié(s)');
    expect(successMessage(action({ kind: 'duplicate', suffix: {} }), 1)).toBe('Élément créé avec succès');
    expect(successMessage(action({ kind: 'endpoint' }), 1)).toBe('Action effectuée avec succès');
  });
});

describe('failureMessage', () => {
  it("wraps the API's message in the action's wording, else gives it alone", () => {
    const start = { name: 'start', label: 'Démarrer', icon: 'PlayArrow', scope: 'row', effect: { kind: 'endpoint' }, failure: 'Erreur: {message}' } as ActionDef;
    expect(failureMessage(start, 'Limite atteinte')).toBe('Erreur: Limite atteinte');
    expect(failureMessage({ ...start, failure: undefined }, 'Limite atteinte')).toBe('Limite atteinte');
  });
});
