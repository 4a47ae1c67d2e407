import { describe, expect, it } from 'vitest';
import { aiUsage, users } from '@hexagone/schemas';
import { cellOf, cellText, exportColumns, jsonValue } from './export-columns';
import { formatNumberForSheet } from './french-format';

const names = new Map([
  ['user', new Map([['u1', 'Alice Martin — alice@exemple.fr']])],
  ['model', new Map([['gpt-fr', 'Mistral Large']])],
]);

describe('export columns', () => {
  it('never include a secret or a password', () => {
    const labels = exportColumns(users).map((column) => column.key);
    for (const field of users.fields.filter((f) => f.secret || f.type === 'password' || f.transient)) {
      expect(labels).not.toContain(field.name);
    }
    expect(labels[0]).toBe('id');
  });

  it('show a reference by name, with its id in a column of its own (AI usage user and model)', () => {
    const columns = exportColumns(aiUsage);
    const labels = columns.map((column) => column.label);
    expect(labels).toEqual(expect.arrayContaining(['Utilisateur', 'Utilisateur (identifiant)', 'Modèle', 'Modèle (identifiant)']));
    const record = { _id: 'r1', user: 'u1', model: 'gpt-fr', status: 'timeout', total_cost: 0.0123, created_at: new Date('2026-07-14T20:05:00Z') };
    const text = (key: string) => cellText(cellOf(columns.find((c) => c.key === key)!, record, names), formatNumberForSheet);
    expect(text('user_name')).toBe('Alice Martin — alice@exemple.fr');
    expect(text('user')).toBe('u1');
    expect(text('model_name')).toBe('Mistral Large');
    expect(text('status')).toBe('Délai dépassé');
    expect(text('total_cost')).toBe('0,0123');
    expect(text('created_at')).toBe('14/07/2026 22:05');
  });

  it('name the system when a reference is empty, as the list does', () => {
    const column = exportColumns(aiUsage).find((c) => c.key === 'user_name')!;
    expect(cellOf(column, { _id: 'r2' }, names)).toEqual({ text: 'Système' });
  });

  it('keep typed values in JSON', () => {
    const columns = exportColumns(aiUsage);
    const record = { _id: 'r1', user: 'u1', total_cost: 0.5, created_at: new Date('2026-07-14T20:05:00Z') };
    const json = Object.fromEntries(columns.map((column) => [column.key, jsonValue(column, record, names)]));
    expect(json).toMatchObject({ id: 'r1', user: 'u1', user_name: 'Alice Martin — alice@exemple.fr', total_cost: 0.5, created_at: '2026-07-14T20:05:00.000Z' });
  });

  it('keep only the list columns for a PDF', () => {
    const listed = aiUsage.fields.filter((f) => f.list).map((f) => f.label);
    expect(exportColumns(aiUsage, 'list').map((c) => c.label)).toEqual(listed);
  });
});

describe("the activity's resource", () => {
  it('shows the record by its name, found in the collection the entry names, with the id beside it', async () => {
    const { userActivity } = await import('@hexagone/schemas');
    const columns = exportColumns(userActivity);
    expect(columns.map((c) => c.label)).toEqual(expect.arrayContaining(['Ressource', 'Ressource (identifiant)']));
    const record = { _id: 'a1', collection: 'blog_posts', resource_id: 'p1' };
    const withNames = new Map([['resource_id', new Map([['blog_posts/p1', 'Le cloud souverain']])]]);
    const text = (label: string) => cellText(cellOf(columns.find((c) => c.label === label)!, record, withNames), formatNumberForSheet);
    expect(text('Ressource')).toBe('Le cloud souverain');
    expect(text('Ressource (identifiant)')).toBe('p1');
  });
});
