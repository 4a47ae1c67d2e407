import { describe, expect, it } from 'vitest';
import { defineResource, type ActionDef } from '@hexagone/schemas';
import { runAction, successMessage } from './run-action';

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
  const calls: [string, string, unknown][] = [];
  const record = (name: string) => async (route: string, params: any) => {
    calls.push([name, route, params]);
    if (name === 'getMany') return { data: params.ids.map((id: string) => ({ id, content: `Texte ${id}`, status: 'pending' })) };
    if (name === 'action' || name === 'bulkAction') return { password: 'nouveau-secret' };
    return { data: { id: 'new', ...params.data } };
  };
  const provider = {
    update: record('update'),
    create: record('create'),
    getMany: record('getMany'),
    action: record('action'),
    bulkAction: record('bulkAction'),
  } as any;
  return { provider, calls };
}

const action = (effect: ActionDef['effect'], scope: ActionDef['scope'] = 'row'): ActionDef => ({
  name: 'approve',
  label: 'Approuver',
  icon: 'CheckCircle',
  scope,
  effect,
});

const row = { id: 'c1', content: 'Bravo', status: 'pending', created_at: '2026-01-01' };

describe('runAction', () => {
  it('update: one PUT per record with the set values and the asked ones', async () => {
    const { provider, calls } = recordingProvider();
    await runAction(provider, 'blog/comments', comments, action({ kind: 'update', set: { status: 'rejected' } }, 'bulk'), {
      ids: ['c1', 'c2'],
      records: [row],
    }, { rejection_reason: 'Hors sujet' });
    expect(calls).toEqual([
      ['getMany', 'blog/comments', { ids: ['c2'] }],
      ['update', 'blog/comments', { id: 'c1', data: { status: 'rejected', rejection_reason: 'Hors sujet' }, previousData: row }],
      [
        'update',
        'blog/comments',
        { id: 'c2', data: { status: 'rejected', rejection_reason: 'Hors sujet' }, previousData: { id: 'c2', content: 'Texte c2', status: 'pending' } },
      ],
    ]);
  });

  it('endpoint: the row call for a row, the actions call with the selection otherwise; answers the answer', async () => {
    const { provider, calls } = recordingProvider();
    const answer = await runAction(provider, 'users', comments, action({ kind: 'endpoint' }), { record: row, ids: [] }, { notify: true });
    expect(answer).toEqual({ password: 'nouveau-secret' });
    await runAction(provider, 'users', comments, action({ kind: 'endpoint' }, 'header'), { ids: [] });
    expect(calls).toEqual([
      ['action', 'users', { id: 'c1', action: 'approve', data: { notify: true } }],
      ['bulkAction', 'users', { action: 'approve', ids: [], data: {} }],
    ]);
  });

  it('duplicate: creates a copy without the server-kept fields', async () => {
    const { provider, calls } = recordingProvider();
    await runAction(provider, 'blog/comments', comments, action({ kind: 'duplicate', suffix: { content: ' (Copie)' } }), { record: row, ids: [] });
    expect(calls).toEqual([['create', 'blog/comments', { data: { content: 'Bravo (Copie)', status: 'pending' } }]]);
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
