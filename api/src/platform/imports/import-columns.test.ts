import { describe, expect, it } from 'vitest';
import { aiUsage, blogPosts, roles, users } from '@hexagone/schemas';
import { exportColumns } from '../exports/export-columns';
import { readImportFile } from './import-file';
import { cellValue, ImportFileError, matchColumns, readRow, safeJsonParse, unquoteFormula } from './import-columns';

const field = (resource: typeof users, name: string) => resource.fields.find((f) => f.name === name)!;
const targets = (resource: typeof users, headers: string[]) =>
  matchColumns(resource, headers).map((target) => (target.kind === 'field' ? target.field.name : target.kind));

describe('import columns', () => {
  it('match a field by its name or its French label, in any case, and the id by Identifiant, id or _id', () => {
    expect(targets(users, ['Identifiant', 'Nom', 'email', ' RÔLE ', 'Mot de passe'])).toEqual(['id', 'name', 'email', 'role', 'password']);
    expect(targets(users, ['_id'])).toEqual(['id']);
    expect(targets(users, ['id'])).toEqual(['id']);
  });

  it('take back every column of the export, by label (CSV) and by key (JSON)', () => {
    for (const resource of [users, aiUsage, blogPosts, roles]) {
      const columns = exportColumns(resource);
      expect(() => matchColumns(resource, columns.map((c) => c.label))).not.toThrow();
      expect(() => matchColumns(resource, columns.map((c) => c.key))).not.toThrow();
    }
  });

  it('skip a reference’s name column and read its id column', () => {
    const reference = blogPosts.fields.find((f) => f.type === 'reference')!;
    expect(targets(blogPosts, [reference.label, `${reference.label} (identifiant)`, `${reference.name}_name`])).toEqual(['ignored', reference.name, 'ignored']);
  });

  it.each([['__proto__'], ['constructor'], ['prototype'], ['Couleur préférée']])('refuse the file for a column %s, naming it', (header) => {
    expect(() => matchColumns(users, ['Nom', header])).toThrow(ImportFileError);
    expect(() => matchColumns(users, ['Nom', header])).toThrow(header);
  });

  it('read a label the id shares with a field as the id first, then the field (a role’s slug)', () => {
    expect(targets(roles, ['Identifiant', 'Nom', 'Identifiant'])).toEqual(['id', 'name', 'slug']);
  });

  it('refuse two columns for one field', () => {
    expect(() => matchColumns(users, ['Email', 'email'])).toThrow('Colonne en double : « email »');
  });

  it('refuse a forbidden key at any depth of a JSON file', () => {
    expect(() => safeJsonParse('[{"a":{"b":{"__proto__":{}}}}]')).toThrow(ImportFileError);
    expect(safeJsonParse('[{"name":"A"}]')).toEqual([{ name: 'A' }]);
  });

  it('read a row: the id, non-empty cells, nothing from skipped columns', () => {
    const columns = matchColumns(users, ['Identifiant', 'Nom', 'Entreprise']);
    const { id, cells } = readRow(columns, [' abc ', 'Zoé', '  ']);
    expect(id).toBe('abc');
    expect([...cells].map(([f, v]) => [f.name, v])).toEqual([['name', 'Zoé']]);
  });
});

describe('import cells', () => {
  it('read the export’s French text back as values', () => {
    expect(cellValue(field(users, 'role'), 'Administrateur')).toBe('admin');
    expect(cellValue(field(users, 'role'), 'support')).toBe('support');
    expect(cellValue(field(users, 'active'), 'Oui')).toBe(true);
    expect(cellValue(field(users, 'active'), 'non')).toBe(false);
    expect(cellValue(field(users, 'active'), 'peut-être')).toBe('peut-être');
    expect(cellValue(field(users, 'created_at'), '26/11/2026 08:30')).toBe('2026-11-26T08:30');
    expect(cellValue({ name: 'n', label: 'N', type: 'number' }, '1 234,5')).toBe(1234.5);
    expect(cellValue({ name: 'd', label: 'D', type: 'date' }, '01/02/2026')).toBe('2026-02-01');
    expect(cellValue({ name: 't', label: 'T', type: 'tags' }, 'a, b|c')).toEqual(['a', 'b', 'c']);
    expect(cellValue(field(users, 'active'), true)).toBe(true);
  });

  it('drop the apostrophe our export puts before a formula, and only that one', () => {
    expect(unquoteFormula("'=1+2")).toBe('=1+2');
    expect(unquoteFormula("'@SUM(A1)")).toBe('@SUM(A1)');
    expect(unquoteFormula("'-2+3")).toBe('-2+3');
    expect(unquoteFormula("l'été")).toBe("l'été");
    expect(unquoteFormula("'bonjour")).toBe("'bonjour");
    expect(cellValue(field(users, 'company'), "'=HYPERLINK(\"x\")")).toBe('=HYPERLINK("x")');
  });
});

describe('import files', () => {
  it('read CSV with a BOM and ";" or ",", with the line of each row', () => {
    const semicolon = readImportFile('a.csv', Buffer.from('\uFEFFNom;Email\r\nZoé;zoe@exemple.fr\r\n\r\n"Line; deux";l@exemple.fr\r\n'));
    expect(semicolon.headers).toEqual(['Nom', 'Email']);
    expect(semicolon.rows).toEqual([
      { line: 2, cells: ['Zoé', 'zoe@exemple.fr'] },
      { line: 4, cells: ['Line; deux', 'l@exemple.fr'] },
    ]);
    expect(readImportFile('b.csv', Buffer.from('Nom,Email\nA,a@exemple.fr\n')).rows[0].cells).toEqual(['A', 'a@exemple.fr']);
  });

  it('read JSON arrays and { data } / { rows }, refuse anything else and empty files', () => {
    expect(readImportFile('a.json', Buffer.from('{"rows":[{"name":"A"}]}')).headers).toEqual(['name']);
    expect(readImportFile('a.json', Buffer.from('[{"name":"A"},{"email":"b"}]')).headers).toEqual(['name', 'email']);
    expect(() => readImportFile('a.json', Buffer.from('{"name":"A"}'))).toThrow(ImportFileError);
    expect(() => readImportFile('a.json', Buffer.from('[1]'))).toThrow(ImportFileError);
    expect(() => readImportFile('a.csv', Buffer.from('Nom;Email\r\n'))).toThrow('aucune ligne');
  });
});
