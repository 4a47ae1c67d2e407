import { describe, expect, it } from 'vitest';
import { aiUsage, roles, users } from '@hexagone/schemas';
import { exportColumns, exportRecord, exportRow, importValues, parseImportFile } from './records';

describe('export', () => {
  it('writes the stored fields by name and never a secret or a confirmation', () => {
    const columns = exportColumns(users);
    expect(columns[0]).toBe('id');
    expect(columns).toContain('email');
    expect(columns).not.toContain('password');
    expect(columns).not.toContain('confirmPassword');
  });

  it('joins lists in one cell and leaves missing values empty', () => {
    const row = exportRow(roles, { id: 'r1', name: 'Éditeur', permissions: ['blog.view', 'blog.edit'], is_system: false });
    expect(row[exportColumns(roles).indexOf('permissions')]).toBe('blog.view|blog.edit');
    expect(row[exportColumns(roles).indexOf('is_system')]).toBe('false');
    expect(row[exportColumns(roles).indexOf('description')]).toBe('');
  });

  it('keeps typed values in a JSON export, with the same columns', () => {
    const record = exportRecord(roles, { id: 'r1', name: 'Éditeur', permissions: ['blog.view'], users_count: 2, extra: 'x' });
    expect(Object.keys(record)).toEqual(exportColumns(roles));
    expect(record).toMatchObject({ id: 'r1', permissions: ['blog.view'], users_count: 2, description: null });
  });

  it('offers the formats a resource declares: AI usage in CSV and JSON (spec 2 §2.7)', () => {
    expect(aiUsage.list.exportFormats).toEqual(['csv', 'json']);
    expect(roles.list.exportFormats).toBeUndefined();
  });
});

describe('importValues', () => {
  it('types CSV text by field type and drops server-kept and undeclared columns', () => {
    expect(
      importValues(roles, { name: 'Éditeur', permissions: 'blog.view| blog.edit', is_system: 'true', users_count: '4', extra: 'x' }),
    ).toEqual({ name: 'Éditeur', permissions: ['blog.view', 'blog.edit'] });
    expect(importValues(users, { name: 'Anne', active: 'oui', emailVerified: 'non', company: '' })).toEqual({
      name: 'Anne',
      active: true,
      emailVerified: false,
    });
  });

  it('keeps the typed values of a JSON file', () => {
    expect(importValues(roles, { name: 'A', permissions: ['users.view'] })).toEqual({ name: 'A', permissions: ['users.view'] });
  });
});

describe('parseImportFile', () => {
  it('reads a JSON array or a { data } answer', () => {
    expect(parseImportFile('roles.json', '[{"name":"A"}]')).toEqual([{ name: 'A' }]);
    expect(parseImportFile('roles.JSON', '{"data":[{"name":"B"}]}')).toEqual([{ name: 'B' }]);
  });

  it('refuses JSON that holds no list', () => {
    expect(() => parseImportFile('roles.json', '{"name":"A"}')).toThrow();
  });

  it('reads any other file as CSV', () => {
    expect(parseImportFile('roles.csv', 'name\nA')).toEqual([{ name: 'A' }]);
  });
});
