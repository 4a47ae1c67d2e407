import { describe, expect, it } from 'vitest';
import { checkVariables, readVariables, variableMessages } from './variables';

describe('checkVariables', () => {
  it('accepts a list of name, type, label, required, placeholder', () => {
    expect(checkVariables([])).toBeUndefined();
    expect(
      checkVariables([
        { name: 'sujet', type: 'text', label: 'Sujet', required: true, placeholder: 'Le cloud souverain' },
        { name: 'ton', type: 'textarea' },
        { name: 'mots_2', type: 'number', required: false },
      ]),
    ).toBeUndefined();
  });

  it('refuses what is not a list of objects', () => {
    expect(checkVariables('[{"name": "x"')).toBe(variableMessages.notList);
    expect(checkVariables({ name: 'x' })).toBe(variableMessages.notList);
    expect(checkVariables([{ name: 'x' }, 'y'])).toBe('Variable 2 : un objet est attendu');
  });

  it('refuses a bad or repeated name', () => {
    expect(checkVariables([{ label: 'Sans nom' }])).toBe('Variable 1 : nom invalide (lettres, chiffres et _, sans espace)');
    expect(checkVariables([{ name: 'mon sujet' }])).toBe(variableMessages.name(1));
    expect(checkVariables([{ name: '1er' }])).toBe(variableMessages.name(1));
    expect(checkVariables([{ name: 'a' }, { name: 'a' }])).toBe('Variable « a » déclarée deux fois');
  });

  it('refuses an unknown type, key, or a wrongly typed value', () => {
    expect(checkVariables([{ name: 'a', type: 'date' }])).toBe('Variable 1 : type invalide (text, textarea, number)');
    expect(checkVariables([{ name: 'a', default: 'x' }])).toBe(variableMessages.unknownKey(1, 'default'));
    expect(checkVariables([{ name: 'a', label: 3 }])).toBe('Variable 1 : « label » doit être un texte');
    expect(checkVariables([{ name: 'a', placeholder: null }])).toBe(variableMessages.text(1, 'placeholder'));
    expect(checkVariables([{ name: 'a', required: 'oui' }])).toBe('Variable 1 : « required » doit valoir true ou false');
  });
});

describe('readVariables', () => {
  it('fills the defaults: type text, label = name, not required', () => {
    expect(readVariables([{ name: 'sujet' }])).toEqual([{ name: 'sujet', type: 'text', label: 'sujet', required: false }]);
    expect(readVariables([{ name: 'n', type: 'number', label: 'Nombre', required: true, placeholder: '3' }])).toEqual([
      { name: 'n', type: 'number', label: 'Nombre', required: true, placeholder: '3' },
    ]);
  });

  it('skips malformed entries and reads a non-list as none', () => {
    expect(readVariables('x')).toEqual([]);
    expect(readVariables([null, { name: 'bad name' }, { name: 'ok' }]).map((v) => v.name)).toEqual(['ok']);
  });
});
