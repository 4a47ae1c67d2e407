import { describe, expect, it } from 'vitest';
import { defineResource } from '@hexagone/schemas';
import { handlerMismatches } from './actions.service';
import { nestPath } from './action.controller';

const things = defineResource({
  name: 'things',
  label: 'Choses',
  singular: 'Chose',
  description: '',
  icon: 'Article',
  route: 'things',
  breadcrumb: [{ label: 'Choses' }],
  fields: [{ name: 'title', label: 'Titre', type: 'text' }],
  actions: [
    { name: 'approve', label: 'Approuver', icon: 'CheckCircle', scope: 'row', effect: { kind: 'update', set: { title: 'ok' } } },
    { name: 'reset', label: 'Réinitialiser', icon: 'Key', scope: 'row', effect: { kind: 'endpoint' } },
    { name: 'order', label: 'Ordonner', icon: 'Category', scope: 'row', effect: { kind: 'custom', component: 'x', server: true } },
    { name: 'dialog', label: 'Dialogue', icon: 'Category', scope: 'row', effect: { kind: 'custom', component: 'y' } },
  ],
});

describe('binding handlers to actions', () => {
  it('accepts one handler per endpoint or server dialog action', () => {
    expect(handlerMismatches([things], [{ resource: 'things', action: 'reset' }, { resource: 'things', action: 'order' }])).toEqual([]);
  });

  it('refuses a missing handler, a second one, or one for an action that needs none', () => {
    expect(
      handlerMismatches(
        [things],
        [
          { resource: 'things', action: 'reset' },
          { resource: 'things', action: 'reset' },
          { resource: 'things', action: 'approve' },
          { resource: 'others', action: 'reset' },
        ],
      ),
    ).toEqual([
      'things/reset : plusieurs handlers',
      "things/approve : aucune action de ce nom n'attend de handler",
      "others/reset : aucune action de ce nom n'attend de handler",
      'things/order : aucun handler',
    ]);
  });
});

describe('declared paths', () => {
  it('become Nest routes', () => {
    expect(nestPath('/billing_subscriptions/{id}/pause')).toBe('billing_subscriptions/:id/pause');
    expect(nestPath('/v1/billing_invoices/{id}/download')).toBe('v1/billing_invoices/:id/download');
  });
});
