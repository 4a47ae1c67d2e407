import { describe, expect, it } from 'vitest';
import { isEmptyValue, isFieldVisible, type FieldDef } from './fields';
import {
  DEFAULT_LIST,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  actionApplies,
  actionPath,
  actionRefusal,
  actionRoute,
  defineResource,
  deleteOffered,
  fieldByName,
  isServerAction,
} from './resource';

const base = {
  name: 'things',
  label: 'Choses',
  singular: 'Chose',
  description: 'd',
  icon: 'Article' as const,
  route: 'things',
  breadcrumb: [{ label: 'Choses' }],
  fields: [{ name: 'title', label: 'Titre', type: 'text' } as FieldDef],
};

describe('defineResource', () => {
  it('applies the list manager defaults of spec 2 §2.1', () => {
    expect(DEFAULT_LIST).toEqual({ perPage: 20, sort: { field: '_id', order: 'DESC' }, view: 'table' });
    expect([...PAGE_SIZES]).toEqual([10, 20, 50, 100]);
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    const resource = defineResource(base);
    expect(resource.list).toEqual(DEFAULT_LIST);
    expect(resource.operations).toEqual({ create: true, edit: true, delete: true, export: true });
    expect(resource.refuse).toEqual([]);
    expect(resource.counters).toEqual([]);
    expect(resource.access.list).toEqual({ roles: ['admin'] });
    expect(resource.access.delete).toEqual({ roles: ['admin'] });
  });

  it('merges overrides over the defaults', () => {
    const resource = defineResource({ ...base, list: { perPage: 50, view: 'grid' }, operations: { delete: false }, access: ['admin', 'support'] });
    expect(resource.list).toEqual({ perPage: 50, sort: { field: '_id', order: 'DESC' }, view: 'grid' });
    expect(resource.operations).toEqual({ create: true, edit: true, delete: false, export: true });
    expect(resource.access.update).toEqual({ roles: ['admin', 'support'] });
  });

  it('fieldByName finds a field or returns undefined', () => {
    const resource = defineResource(base);
    expect(fieldByName(resource, 'title')?.label).toBe('Titre');
    expect(fieldByName(resource, 'nope')).toBeUndefined();
  });
});

describe('fields helpers', () => {
  it('isEmptyValue: undefined, null, blank strings and empty lists', () => {
    for (const v of [undefined, null, '', '   ', []]) expect(isEmptyValue(v), JSON.stringify(v)).toBe(true);
    for (const v of [0, false, 'a', ['a'], {}]) expect(isEmptyValue(v), JSON.stringify(v)).toBe(false);
  });

  it('isFieldVisible: equals and in rules', () => {
    const always: FieldDef = { name: 'a', label: 'A', type: 'text' };
    const equals: FieldDef = { ...always, visibleWhen: { field: 'status', equals: 'scheduled' } };
    const within: FieldDef = { ...always, visibleWhen: { field: 'status', in: ['a', 'b'] } };
    expect(isFieldVisible(always, {})).toBe(true);
    expect(isFieldVisible(equals, { status: 'scheduled' })).toBe(true);
    expect(isFieldVisible(equals, { status: 'draft' })).toBe(false);
    expect(isFieldVisible(within, { status: 'b' })).toBe(true);
    expect(isFieldVisible(within, { status: 'c' })).toBe(false);
    expect(isFieldVisible(within, {})).toBe(false);
  });
});

describe('actions', () => {
  const states = {
    field: 'status',
    states: [
      { value: 'pending', label: 'En attente' },
      { value: 'done', label: 'Fait' },
    ],
    transitions: [{ from: ['pending'], to: 'done', action: 'finish' }],
  };
  const finish = { name: 'finish', label: 'Terminer', icon: 'CheckCircle', scope: 'row', effect: { kind: 'update', set: { status: 'done' } } } as const;
  const pin = { name: 'pin', label: 'Épingler', icon: 'PushPin', scope: 'bulk', effect: { kind: 'update' } } as const;
  const resource = defineResource({ ...base, states, actions: [finish, pin] });

  it('are served at POST /{collection}/{id}/{action} and /{collection}/actions/{action} unless declared otherwise', () => {
    expect(actionRoute(resource, finish)).toEqual({ method: 'POST', path: '/things/{id}/finish' });
    expect(actionRoute(resource, pin)).toEqual({ method: 'POST', path: '/things/actions/pin' });
    const pause = { ...finish, http: { method: 'PUT', path: '/billing_subscriptions/{id}/pause' } } as const;
    expect(actionRoute(resource, pause)).toEqual({ method: 'PUT', path: '/billing_subscriptions/{id}/pause' });
    expect(actionPath(pause.http, 'a b')).toBe('/billing_subscriptions/a%20b/pause');
  });

  it('apply where their `when` and the state machine allow, and say why not in French', () => {
    expect(actionApplies(resource, finish, { status: 'pending' })).toBe(true);
    expect(actionApplies(resource, finish, { status: 'done' })).toBe(false);
    expect(actionRefusal(resource, finish, { status: 'done' })).toBe('« Terminer » est impossible : l’état est « Fait »');
    const guarded = { ...pin, when: () => false };
    expect(actionApplies(resource, guarded, {})).toBe(false);
    expect(actionRefusal(resource, guarded, {})).toBe('« Épingler » est impossible dans l’état actuel de cet élément');
    expect(actionRefusal(resource, { ...guarded, refusal: 'Déjà épinglé' }, {})).toBe('Déjà épinglé');
  });

  it('run on the server unless they are links or dialogs without a server part', () => {
    expect(isServerAction(finish)).toBe(true);
    expect(isServerAction({ ...finish, effect: { kind: 'link', href: () => '/' } })).toBe(false);
    expect(isServerAction({ ...finish, effect: { kind: 'custom', component: 'x' } })).toBe(false);
    expect(isServerAction({ ...finish, effect: { kind: 'custom', component: 'x', server: true } })).toBe(true);
  });
});

describe('deleteOffered', () => {
  const accounts = defineResource({ name: 'accounts', label: 'Comptes', singular: 'Compte', description: '', icon: 'People', route: 'accounts', breadcrumb: [], accounts: true, fields: [] });
  it("never offers the signed-in account the deletion of its own record (issue 26 §6), another's still", () => {
    expect(deleteOffered(accounts, { id: 'me' }, 'me')).toBe(false);
    expect(deleteOffered(accounts, { _id: 'me' }, 'me')).toBe(false);
    expect(deleteOffered(accounts, { id: 'other' }, 'me')).toBe(true);
  });
});
