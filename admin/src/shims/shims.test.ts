import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('the diacritic shim', () => {
  const { clean } = require('./diacritic.cjs') as { clean: (text: string) => string };

  it('strips accents as the package did, so "prenom" finds "Prénom" in the column selector', () => {
    expect(clean('Prénom Élodie, Noël à Châteaubriant, œuvre façade, Æ ß ø')).toBe('Prenom Elodie, Noel a Chateaubriant, oeuvre facade, AE ss o');
    expect(clean('Date d’échéance')).toBe('Date d’echeance');
  });
});

describe('the jsonexport shim', () => {
  const jsonexport = require('./jsonexport.cjs') as () => void;

  it('refuses a client-side export in French instead of exporting the rows loaded', () => {
    expect(() => jsonexport()).toThrow(/Les exports sont faits par le serveur/);
  });
});
