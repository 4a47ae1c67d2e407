import { describe, expect, it } from 'vitest';
import { defineResource } from './resource';
import { duplicateValues } from './duplicate';

const templates = defineResource({
  name: 'templates',
  label: 'Templates',
  singular: 'Template',
  description: '',
  icon: 'Article',
  route: 'templates',
  breadcrumb: [{ label: 'Templates' }],
  fields: [
    { name: 'name', label: 'Nom', type: 'text' },
    { name: 'slug', label: 'Slug', type: 'text' },
    { name: 'variables', label: 'Variables', type: 'json' },
    { name: 'api_key', label: 'Clé', type: 'password', secret: true },
    { name: 'usage_count', label: 'Utilisations', type: 'number', readOnly: true },
    { name: 'confirm', label: 'Confirmation', type: 'text', transient: true },
  ],
});

const record = {
  _id: '665f1c2e9b1e8a0012345678',
  id: '665f1c2e9b1e8a0012345678',
  name: 'Résumé',
  slug: 'resume',
  variables: [{ name: 'texte' }],
  api_key: 'secret',
  usage_count: 42,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('duplicateValues', () => {
  it('suffixes the given fields and keeps the other writable values', () => {
    expect(duplicateValues(templates, record, { name: ' (Copie)', slug: '-copy' })).toEqual({
      name: 'Résumé (Copie)',
      slug: 'resume-copy',
      variables: [{ name: 'texte' }],
    });
  });

  it('leaves out the ids, the server-kept fields and the secrets', () => {
    const copy = duplicateValues(templates, record, {});
    for (const name of ['_id', 'id', 'usage_count', 'created_at', 'api_key', 'confirm']) expect(copy).not.toHaveProperty(name);
  });

  it('copies nested values instead of sharing them', () => {
    const copy = duplicateValues(templates, record, {});
    expect(copy.variables).not.toBe(record.variables);
  });

  it('does not suffix an empty value (a slug the server derives again)', () => {
    expect(duplicateValues(templates, { ...record, slug: '' }, { slug: '-copy' }).slug).toBe('');
  });
});
