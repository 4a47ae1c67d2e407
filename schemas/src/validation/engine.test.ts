import { describe, expect, it, vi } from 'vitest';
import type { FieldDef } from '../fields';
import {
  fileMatchesAccept,
  firstError,
  isFieldActive,
  validateField,
  validateValues,
  type FormSchema,
} from './engine';

const f = (def: Partial<FieldDef> & Pick<FieldDef, 'type'>): FieldDef => ({ name: 'field', label: 'Champ', ...def });
const file = (name: string, size: number, type: string) => ({ name, size, type });
const MB = 1024 * 1024;

describe('required', () => {
  it("defaults to '{label} est requis'", () => {
    const field = f({ name: 'title', label: 'Titre', type: 'text', required: true });
    expect(validateField(field, undefined)).toBe('Le champ « Titre » est requis');
    expect(validateField(field, null)).toBe('Le champ « Titre » est requis');
    expect(validateField(field, '')).toBe('Le champ « Titre » est requis');
    expect(validateField(field, '  \t ')).toBe('Le champ « Titre » est requis');
  });

  it('uses the custom requiredMessage when given', () => {
    const field = f({ label: 'Nom', type: 'text', required: true, requiredMessage: 'Le nom est requis' });
    expect(validateField(field, '')).toBe('Le nom est requis');
  });

  it('treats an empty list as missing', () => {
    const field = f({ label: 'Tags', type: 'tags', required: true });
    expect(validateField(field, [])).toBe('Le champ « Tags » est requis');
  });

  it('lets an empty optional field through without running its other rules', () => {
    const validate = vi.fn(() => 'jamais');
    const field = f({ type: 'email', minLength: 5, validate });
    expect(validateField(field, '')).toBeUndefined();
    expect(validateField(field, undefined)).toBeUndefined();
    expect(validate).not.toHaveBeenCalled();
  });

  it('asks for a slug left empty when its source gives none (« § »), not when it gives one', () => {
    const slug = f({ name: 'slug', label: 'Identifiant', type: 'text', deriveFrom: { field: 'name', transform: 'slug' } });
    expect(validateField(slug, '', { name: '§' })).toBe('Saisissez le champ «\u00a0Identifiant\u00a0» : il ne peut pas être déduit (aucune lettre ni chiffre)');
    expect(validateField(slug, '', { name: 'Équipe support' })).toBeUndefined();
    expect(validateField(slug, '', { name: '' })).toBeUndefined();
  });

  it('accepts 0 and false as present values', () => {
    expect(validateField(f({ type: 'number', required: true }), 0)).toBeUndefined();
    expect(validateField(f({ type: 'switch', required: true }), false)).toBeUndefined();
  });
});

describe('email fields', () => {
  const field = f({ label: 'Email', type: 'email' });
  it("refuses a malformed address with 'Email invalide'", () => {
    expect(validateField(field, 'jean@')).toBe('Email invalide');
    expect(validateField(field, 'jean.dupont.fr')).toBe('Email invalide');
  });
  it('accepts a valid address', () => {
    expect(validateField(field, 'jean@dupont.fr')).toBeUndefined();
  });
  it("refuses a non-string with 'Format invalide'", () => {
    expect(validateField(field, { $gt: '' })).toBe('Format invalide');
    expect(validateField(field, 42)).toBe('Format invalide');
  });
  it('applies a message override and length rules', () => {
    expect(validateField(f({ type: 'email', messages: { email: 'Adresse fausse' } }), 'x')).toBe('Adresse fausse');
    expect(validateField(f({ type: 'email', maxLength: 6 }), 'ab@cd.fr')).toBe('Maximum 6 caractères autorisés');
  });
});

describe('url fields', () => {
  const field = f({ type: 'url' });
  it("accepts http/https only, else 'URL invalide'", () => {
    expect(validateField(field, 'https://hexagone.fr')).toBeUndefined();
    expect(validateField(field, 'http://hexagone.fr')).toBeUndefined();
    expect(validateField(field, 'ftp://hexagone.fr')).toBe('URL invalide');
    expect(validateField(field, 'hexagone.fr')).toBe('URL invalide');
  });
  it("refuses a non-string with 'Format invalide'", () => {
    expect(validateField(field, ['https://x.y'])).toBe('Format invalide');
  });
});

describe('number fields', () => {
  const field = f({ type: 'number', min: 4, max: 64 });
  it("refuses non-numbers with 'Nombre invalide'", () => {
    expect(validateField(field, 'douze')).toBe('Nombre invalide');
    expect(validateField(field, { n: 1 })).toBe('Nombre invalide');
    expect(validateField(field, true)).toBe('Nombre invalide');
  });
  it('checks the minimum and maximum with their messages', () => {
    expect(validateField(field, 3)).toBe('La valeur minimale est 4');
    expect(validateField(field, 65)).toBe('La valeur maximale est 64');
    expect(validateField(field, '65')).toBe('La valeur maximale est 64');
    expect(validateField(field, 4)).toBeUndefined();
    expect(validateField(field, 64)).toBeUndefined();
    expect(validateField(field, '32')).toBeUndefined();
  });
  it('handles a minimum of 0 and decimal bounds', () => {
    const cost = f({ type: 'number', min: 0, step: 0.0001 });
    expect(validateField(cost, -1)).toBe('La valeur minimale est 0');
    expect(validateField(cost, 0)).toBeUndefined();
    const temperature = f({ type: 'number', min: 0, max: 2 });
    expect(validateField(temperature, 2.1)).toBe('La valeur maximale est 2');
  });
  it('applies message overrides', () => {
    const custom = f({ type: 'number', min: 1, max: 2, messages: { number: 'N?', min: 'Trop bas', max: 'Trop haut' } });
    expect(validateField(custom, 'x')).toBe('N?');
    expect(validateField(custom, 0)).toBe('Trop bas');
    expect(validateField(custom, 3)).toBe('Trop haut');
  });
});

describe('text, password and textarea lengths and patterns', () => {
  for (const type of ['text', 'password', 'textarea'] as const) {
    it(`${type}: 'Minimum {n} caractères requis' and 'Maximum {n} caractères autorisés'`, () => {
      const field = f({ type, minLength: 3, maxLength: 5 });
      expect(validateField(field, 'ab')).toBe('Minimum 3 caractères requis');
      expect(validateField(field, 'abcdef')).toBe('Maximum 5 caractères autorisés');
      expect(validateField(field, 'abc')).toBeUndefined();
      expect(validateField(field, 'abcde')).toBeUndefined();
    });
  }

  it("pattern mismatch gives 'Format invalide' by default", () => {
    expect(validateField(f({ type: 'text', pattern: /^[a-z]+$/ }), 'ABC')).toBe('Format invalide');
  });

  it('pattern mismatch gives the custom message', () => {
    const field = f({ type: 'text', pattern: /^[a-z]+$/, patternMessage: 'Minuscules seulement' });
    expect(validateField(field, 'ABC')).toBe('Minuscules seulement');
    expect(validateField(field, 'abc')).toBeUndefined();
  });

  it('checks minLength, then maxLength, then pattern', () => {
    const field = f({ type: 'text', minLength: 3, maxLength: 4, pattern: /^\d+$/ });
    expect(validateField(field, 'a')).toBe('Minimum 3 caractères requis');
    expect(validateField(field, 'abcde')).toBe('Maximum 4 caractères autorisés');
    expect(validateField(field, 'abc')).toBe('Format invalide');
  });

  it('applies minLength / maxLength message overrides', () => {
    const field = f({ type: 'password', minLength: 8, maxLength: 9, messages: { minLength: 'Court', maxLength: 'Long' } });
    expect(validateField(field, 'a')).toBe('Court');
    expect(validateField(field, 'a'.repeat(10))).toBe('Long');
  });

  it("refuses an object, a number or an array where a string is expected ('Format invalide')", () => {
    for (const type of ['text', 'password', 'textarea', 'tel', 'color', 'time'] as const) {
      const field = f({ type });
      expect(validateField(field, { $ne: null }), type).toBe('Format invalide');
      expect(validateField(field, 12), type).toBe('Format invalide');
      expect(validateField(field, ['a']), type).toBe('Format invalide');
      expect(validateField(field, true), type).toBe('Format invalide');
      expect(validateField(field, 'ok'), type).toBeUndefined();
    }
  });
});

describe('file and image fields', () => {
  it("refuses a file above the size limit with 'Taille maximale: {x} MB'", () => {
    const field = f({ type: 'image', maxSize: 5242880 });
    expect(validateField(field, file('photo.png', 5242881, 'image/png'))).toBe('Taille maximale: 5 MB');
    expect(validateField(field, file('photo.png', 5242880, 'image/png'))).toBeUndefined();
  });

  it('writes a fractional limit with a French comma', () => {
    const field = f({ type: 'file', maxSize: 1.5 * MB });
    expect(validateField(field, file('a.pdf', 2 * MB, 'application/pdf'))).toBe('Taille maximale: 1,5 MB');
  });

  it('accepts by extension, case-insensitively', () => {
    const field = f({ type: 'file', accept: '.pdf,.docx' });
    expect(validateField(field, file('Rapport.PDF', 10, ''))).toBeUndefined();
    expect(validateField(field, file('notes.docx', 10, 'application/octet-stream'))).toBeUndefined();
    expect(validateField(field, file('photo.png', 10, 'image/png'))).toBe('Types de fichiers acceptés: .pdf,.docx');
  });

  it('accepts by wildcard MIME type', () => {
    const field = f({ type: 'image', accept: 'image/*' });
    expect(validateField(field, file('photo.webp', 10, 'image/webp'))).toBeUndefined();
    expect(validateField(field, file('doc.pdf', 10, 'application/pdf'))).toBe('Types de fichiers acceptés: image/*');
    // "image/*" must not match a type that merely starts with "image".
    expect(validateField(field, file('x.bin', 10, 'imagex/foo'))).toBe('Types de fichiers acceptés: image/*');
  });

  it('accepts by exact MIME type', () => {
    const field = f({ type: 'file', accept: 'application/pdf' });
    expect(validateField(field, file('a.bin', 10, 'application/pdf'))).toBeUndefined();
    expect(validateField(field, file('a.pdf', 10, 'application/pdfx'))).toBe('Types de fichiers acceptés: application/pdf');
  });

  it('checks the size before the type', () => {
    const field = f({ type: 'file', maxSize: MB, accept: '.pdf' });
    expect(validateField(field, file('a.png', 2 * MB, 'image/png'))).toBe('Taille maximale: 1 MB');
  });

  it('checks every file of a list', () => {
    const field = f({ type: 'file', multiple: true, accept: '.pdf' });
    expect(validateField(field, [file('a.pdf', 1, ''), file('b.exe', 1, '')])).toBe('Types de fichiers acceptés: .pdf');
    expect(validateField(field, [file('a.pdf', 1, ''), file('b.pdf', 1, '')])).toBeUndefined();
  });

  it('takes a list for a field of several files only, of at most maxItems', () => {
    const single = f({ type: 'file' });
    const several = f({ type: 'file', multiple: true, maxItems: 2 });
    expect(validateField(single, [file('a.pdf', 1, '')])).toBe('Format invalide');
    expect(validateField(several, file('a.pdf', 1, ''))).toBe('Format invalide');
    expect(validateField(several, [file('a.pdf', 1, ''), file('b.pdf', 1, ''), file('c.pdf', 1, '')])).toBe('Au plus 2 éléments autorisés');
  });

  it('lists the kinds of a private file field, bounded to 10 MB unless it says otherwise', () => {
    const field = f({ type: 'file', fileKinds: ['image', 'pdf'] });
    expect(validateField(field, file('notes.txt', 10, 'text/plain'))).toBe('Types de fichiers acceptés: images, PDF');
    expect(validateField(field, file('scan.JPEG', 10, ''))).toBeUndefined();
    expect(validateField(field, file('scan.pdf', 10 * MB + 1, 'application/pdf'))).toBe('Taille maximale: 10 MB');
  });

  it('lets a stored private file through, never an address', () => {
    const field = f({ type: 'file', multiple: true, maxSize: 1 });
    expect(validateField(field, [{ id: 'a'.repeat(32), name: 'devis.pdf', size: 5000, type: 'application/pdf' }])).toBeUndefined();
    expect(validateField(field, ['/uploads/photo.png'])).toBe('Format invalide');
  });

  it('lets an already stored file (its address) through', () => {
    const field = f({ type: 'image', accept: 'image/*', maxSize: 1 });
    expect(validateField(field, '/uploads/photo.png')).toBeUndefined();
  });

  it("refuses something that is not a file with 'Format invalide'", () => {
    const field = f({ type: 'file' });
    expect(validateField(field, { name: 'a.pdf' })).toBe('Format invalide');
    expect(validateField(field, 42)).toBe('Format invalide');
  });
});

describe('fileMatchesAccept', () => {
  it('handles lists with spaces, extensions, wildcards and exact types', () => {
    const accept = ' .pdf , image/* ,text/csv';
    expect(fileMatchesAccept(file('a.pdf', 1, ''), accept)).toBe(true);
    expect(fileMatchesAccept(file('a', 1, 'IMAGE/JPEG'), accept)).toBe(true);
    expect(fileMatchesAccept(file('a', 1, 'text/csv'), accept)).toBe(true);
    expect(fileMatchesAccept(file('a.txt', 1, 'text/plain'), accept)).toBe(false);
    expect(fileMatchesAccept(file('apdf', 1, ''), '.pdf')).toBe(false);
  });
});

describe('date fields', () => {
  const field = f({ type: 'date', minDate: '2026-01-01', maxDate: '2026-12-31' });
  it("refuses a date before the minimum with 'Date minimale: dd/mm/yyyy'", () => {
    expect(validateField(field, '2025-12-31')).toBe('Date minimale: 01/01/2026');
  });
  it("refuses a date after the maximum with 'Date maximale: dd/mm/yyyy'", () => {
    expect(validateField(field, '2027-01-01')).toBe('Date maximale: 31/12/2026');
  });
  it('accepts the bounds themselves and dates in between', () => {
    expect(validateField(field, '2026-01-01')).toBeUndefined();
    expect(validateField(field, '2026-12-31')).toBeUndefined();
    expect(validateField(field, '2026-06-15')).toBeUndefined();
    expect(validateField(field, new Date('2026-06-15'))).toBeUndefined();
  });
  it("refuses what is not a date with 'Format invalide'", () => {
    expect(validateField(field, 'demain')).toBe('Format invalide');
    expect(validateField(field, { date: '2026-06-15' })).toBe('Format invalide');
    expect(validateField(f({ type: 'datetime-local' }), 12)).toBe('Format invalide');
  });
  it('accepts any valid date without bounds', () => {
    expect(validateField(f({ type: 'datetime-local' }), '2026-05-01T10:00')).toBeUndefined();
  });
});

describe('select, radio, multiselect, tags', () => {
  const options = [
    { value: 'user', label: 'Utilisateur' },
    { value: 'admin', label: 'Administrateur' },
  ];
  it('select refuses a value outside its options', () => {
    const field = f({ type: 'select', options });
    expect(validateField(field, 'admin')).toBeUndefined();
    expect(validateField(field, 'root')).toBe('Valeur non autorisée');
    expect(validateField(f({ type: 'radio', options }), 'root')).toBe('Valeur non autorisée');
  });
  it("select refuses an object or an array ('Format invalide')", () => {
    const field = f({ type: 'select', options });
    expect(validateField(field, { $ne: 'user' })).toBe('Format invalide');
    expect(validateField(field, ['admin'])).toBe('Format invalide');
  });
  it('select without options takes any scalar', () => {
    expect(validateField(f({ type: 'select' }), 'anything')).toBeUndefined();
  });
  it('multiselect requires a list of scalars among the options', () => {
    const field = f({ type: 'multiselect', options });
    expect(validateField(field, ['user', 'admin'])).toBeUndefined();
    expect(validateField(field, ['user', 'root'])).toBe('Valeur non autorisée');
    expect(validateField(field, 'user')).toBe('Format invalide');
    expect(validateField(field, [{ value: 'user' }])).toBe('Format invalide');
  });
  it('tags take free strings', () => {
    expect(validateField(f({ type: 'tags' }), ['a', 'b'])).toBeUndefined();
    expect(validateField(f({ type: 'tags' }), 'a,b')).toBe('Format invalide');
  });
});

describe('other types', () => {
  it('checkbox and switch require a boolean', () => {
    expect(validateField(f({ type: 'checkbox' }), true)).toBeUndefined();
    expect(validateField(f({ type: 'switch' }), 'true')).toBe('Format invalide');
    expect(validateField(f({ type: 'switch' }), 1)).toBe('Format invalide');
  });
  it('reference requires a string id', () => {
    expect(validateField(f({ type: 'reference' }), 'abc123')).toBeUndefined();
    expect(validateField(f({ type: 'reference' }), { $gt: '' })).toBe('Format invalide');
  });
  it('json and custom accept anything non-empty', () => {
    expect(validateField(f({ type: 'json' }), { a: [1] })).toBeUndefined();
    expect(validateField(f({ type: 'custom' }), 5)).toBeUndefined();
  });
});

describe('custom validators', () => {
  it('runs the field validator after the type rules, with all values', () => {
    const validate = vi.fn((value: unknown, values: Record<string, unknown>) =>
      value === values.parent_id ? 'Une catégorie ne peut pas être sa propre parente' : undefined,
    );
    const field = f({ type: 'text', minLength: 2, validate });
    expect(validateField(field, 'x', { parent_id: 'x' })).toBe('Minimum 2 caractères requis');
    expect(validate).not.toHaveBeenCalled();
    expect(validateField(field, 'ab', { parent_id: 'ab' })).toBe('Une catégorie ne peut pas être sa propre parente');
    expect(validate).toHaveBeenCalledWith('ab', { parent_id: 'ab' });
    expect(validateField(field, 'ab', { parent_id: 'cd' })).toBeUndefined();
  });

  it('runs the schema validator with the mode and merges its errors', () => {
    const validate = vi.fn((values: Record<string, unknown>, { mode }: { mode: string }) =>
      mode === 'create' && values.a !== values.b ? { b: 'Différent' } : undefined,
    );
    const schema: FormSchema = {
      name: 's',
      fields: [f({ name: 'a', type: 'text' }), f({ name: 'b', type: 'text' })],
      validate,
    };
    expect(validateValues(schema, { a: 'x', b: 'y' })).toEqual({ b: 'Différent' });
    expect(validate).toHaveBeenLastCalledWith({ a: 'x', b: 'y' }, { mode: 'create' });
    expect(validateValues(schema, { a: 'x', b: 'y' }, { mode: 'edit' })).toEqual({});
    expect(validateValues(schema, { a: 'x', b: 'x' })).toEqual({});
  });

  it("keeps a field's own error over the schema validator's", () => {
    const schema: FormSchema = {
      name: 's',
      fields: [f({ name: 'b', type: 'text', minLength: 5 })],
      validate: () => ({ b: 'Schéma', other: 'Autre' }),
    };
    expect(validateValues(schema, { b: 'abc' })).toEqual({ b: 'Minimum 5 caractères requis', other: 'Autre' });
  });
});

describe('validateValues', () => {
  const schema: FormSchema = {
    name: 'post',
    fields: [
      f({ name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 200 }),
      f({ name: 'status', label: 'Statut', type: 'select', required: true, options: [{ value: 'draft', label: 'Brouillon' }, { value: 'scheduled', label: 'Programmé' }] }),
      f({ name: 'published_at', label: 'Date de publication', type: 'datetime-local', required: true, visibleWhen: { field: 'status', equals: 'scheduled' } }),
    ],
  };

  it('returns an empty object when valid', () => {
    expect(validateValues(schema, { title: 'Bonjour', status: 'draft' })).toEqual({});
  });

  it('collects one message per failing field', () => {
    expect(validateValues(schema, {})).toEqual({ title: 'Le champ « Titre » est requis', status: 'Le champ « Statut » est requis' });
  });

  it('skips a hidden field (visibleWhen)', () => {
    expect(validateValues(schema, { title: 'T', status: 'draft', published_at: 'n importe quoi' })).toEqual({});
  });

  it('validates the field once it is visible', () => {
    expect(validateValues(schema, { title: 'T', status: 'scheduled' })).toEqual({
      published_at: 'Le champ « Date de publication » est requis',
    });
    expect(validateValues(schema, { title: 'T', status: 'scheduled', published_at: 'x' })).toEqual({
      published_at: 'Format invalide',
    });
  });

  it('visibleWhen.in shows the field for any listed value', () => {
    const s: FormSchema = {
      name: 's',
      fields: [
        f({ name: 'kind', type: 'text' }),
        f({ name: 'extra', label: 'Extra', type: 'text', required: true, visibleWhen: { field: 'kind', in: ['a', 'b'] } }),
      ],
    };
    expect(validateValues(s, { kind: 'b' })).toEqual({ extra: 'Le champ « Extra » est requis' });
    expect(validateValues(s, { kind: 'c' })).toEqual({});
    expect(validateValues(s, {})).toEqual({});
  });

  it('drops a schema error on a hidden field', () => {
    const s: FormSchema = {
      name: 's',
      fields: [f({ name: 'x', type: 'text', visibleWhen: { field: 'on', equals: true } })],
      validate: () => ({ x: 'Erreur' }),
    };
    expect(validateValues(s, { on: false })).toEqual({});
    expect(validateValues(s, { on: true })).toEqual({ x: 'Erreur' });
  });

  describe('modes and sides', () => {
    const modal: FormSchema = {
      name: 'm',
      fields: [
        f({ name: 'createOnly', label: 'A', type: 'text', required: true, createOnly: true }),
        f({ name: 'locked', label: 'B', type: 'text', required: true, lockedOnEdit: true }),
        f({ name: 'readOnly', label: 'C', type: 'text', required: true, readOnly: true }),
        f({ name: 'clientOnly', label: 'D', type: 'text', required: true, clientOnly: true }),
      ],
    };

    it('create on the client validates createOnly, lockedOnEdit and clientOnly, never readOnly', () => {
      expect(validateValues(modal, {})).toEqual({ createOnly: 'Le champ « A » est requis', locked: 'Le champ « B » est requis', clientOnly: 'Le champ « D » est requis' });
    });

    it('edit skips createOnly and lockedOnEdit fields', () => {
      expect(validateValues(modal, {}, { mode: 'edit' })).toEqual({ clientOnly: 'Le champ « D » est requis' });
    });

    it('the server skips clientOnly fields', () => {
      expect(validateValues(modal, {}, { side: 'server' })).toEqual({ createOnly: 'Le champ « A » est requis', locked: 'Le champ « B » est requis' });
      expect(validateValues(modal, {}, { mode: 'edit', side: 'server' })).toEqual({});
    });

    it('readOnly values are never validated, even when malformed', () => {
      expect(validateValues(modal, { createOnly: 'a', locked: 'b', clientOnly: 'c', readOnly: { evil: true } })).toEqual({});
    });

    it('isFieldActive reflects the same rules', () => {
      const [createOnly, locked, readOnly, clientOnly] = modal.fields;
      expect(isFieldActive(createOnly, 'create', 'server')).toBe(true);
      expect(isFieldActive(createOnly, 'edit', 'client')).toBe(false);
      expect(isFieldActive(locked, 'edit', 'server')).toBe(false);
      expect(isFieldActive(readOnly, 'create', 'client')).toBe(false);
      expect(isFieldActive(clientOnly, 'create', 'client')).toBe(true);
      expect(isFieldActive(clientOnly, 'create', 'server')).toBe(false);
      const hidden = f({ type: 'text', visibleWhen: { field: 'x', equals: 1 } });
      expect(isFieldActive(hidden, 'create', 'client', { x: 2 })).toBe(false);
      expect(isFieldActive(hidden, 'create', 'client', { x: 1 })).toBe(true);
    });
  });
});

describe('firstError', () => {
  const schema: FormSchema = {
    name: 's',
    fields: [f({ name: 'a', type: 'text' }), f({ name: 'b', type: 'text' }), f({ name: 'c', type: 'text' })],
  };
  it('returns the message of the first field in declaration order', () => {
    expect(firstError(schema, { c: 'C', b: 'B' })).toBe('B');
    expect(firstError(schema, { c: 'C', a: 'A' })).toBe('A');
  });
  it('falls back to an error on an undeclared name, or undefined', () => {
    expect(firstError(schema, { other: 'O' })).toBe('O');
    expect(firstError(schema, {})).toBeUndefined();
  });
});

describe('bounds in messages', () => {
  it('writes a decimal bound with a French comma (issue 26 §15)', () => {
    expect(validateField({ name: 'amount', label: 'Montant', type: 'number', min: 0.01 }, 0)).toBe('La valeur minimale est 0,01');
    expect(validateField({ name: 'amount', label: 'Montant', type: 'number', max: 99.5 }, 100)).toBe('La valeur maximale est 99,5');
  });
});
