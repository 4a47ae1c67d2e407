import { describe, expect, it } from 'vitest';
import type { ReferenceDef } from '@hexagone/schemas';
import { findReferenced, referenceLabel, referencePerPage, referenceRoute, referenceSort, referenceValueField } from './references';

const user: ReferenceDef = { resource: 'users', labelFields: ['name', 'email'] };

describe('referenceLabel', () => {
  it('joins the declared fields, skipping the empty ones', () => {
    expect(referenceLabel(user)({ name: 'Jeanne Martin', email: 'jeanne@exemple.fr' })).toBe('Jeanne Martin — jeanne@exemple.fr');
    expect(referenceLabel(user)({ name: 'Jeanne Martin', email: '' })).toBe('Jeanne Martin');
    expect(referenceLabel(user)(undefined)).toBe('');
  });

  it("shows a field's option by its French label", () => {
    const byRole: ReferenceDef = { resource: 'users', labelFields: ['name', 'role'] };
    expect(referenceLabel(byRole)({ name: 'Jeanne Martin', role: 'admin' })).toBe('Jeanne Martin — Administrateur');
  });
});

describe('stored value', () => {
  const models = [
    { id: 'a1', model_id: 'gpt-4o', name: 'GPT-4o' },
    { id: 'b2', model_id: 'mistral-large', name: 'Mistral Large' },
  ];

  it('is the id unless the declaration names another field', () => {
    expect(referenceValueField(user)).toBe('id');
    expect(referenceValueField({ ...user, valueField: 'model_id' })).toBe('model_id');
  });

  it('finds the record a value points at by that field', () => {
    const byModelId: ReferenceDef = { resource: 'ai_models', labelFields: ['name'], valueField: 'model_id' };
    expect(findReferenced(byModelId, models, 'mistral-large')?.id).toBe('b2');
    expect(findReferenced(byModelId, models, 'a1')).toBeUndefined();
    expect(findReferenced(user, models, 'a1')?.name).toBe('GPT-4o');
    expect(findReferenced(user, models, '')).toBeUndefined();
  });
});

describe('options', () => {
  it('load 100 records unless declared otherwise, in the referenced list’s order', () => {
    expect(referencePerPage(user)).toBe(100);
    expect(referencePerPage({ ...user, perPage: 20 })).toBe(20);
    expect(referenceSort(user)).toEqual({ field: '_id', order: 'DESC' });
  });

  it('reach the referenced resource by its admin route', () => {
    expect(referenceRoute({ resource: 'roles', labelFields: ['name'] })).toBe('users/roles');
  });
});
