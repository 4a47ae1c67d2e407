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

describe('the react-admin defaults left out of the build', async () => {
  const { reactAdminUnusedDefaults } = await import('./unused-defaults');
  const plugin = reactAdminUnusedDefaults() as unknown as {
    resolveId: (source: string, importer?: string) => string | null;
    load: (id: string) => string | null;
  };
  const ui = '/repo/node_modules/ra-ui-materialui/dist';

  it('stand in only for the imports of the two react-admin modules named, and say so if rendered', async () => {
    const login = plugin.resolveId('./auth/index.js', `${ui}/AdminUI.js`);
    expect(login).toBeTruthy();
    expect(plugin.load(login!)).toContain('La page de connexion de react-admin ne fait pas partie du back-office');
    expect(plugin.load(plugin.resolveId('../preferences/index.js', `${ui}/layout/Layout.js`)!)).toBe('export const Inspector = () => null;');
    // The same modules imported from anywhere else stay react-admin's own.
    expect(plugin.resolveId('./auth/index.js', `${ui}/index.js`)).toBeNull();
    expect(plugin.resolveId('./Menu.js', `${ui}/layout/index.js`)).toBeNull();
    expect(plugin.load('/repo/src/App.tsx')).toBeNull();
  });

  it('resolve what a stand-in imports beside the module it replaces, and stay silent where rendered empty', async () => {
    const toolbarButtons = plugin.resolveId('../button/index.js', `${ui}/form/Toolbar.js`)!;
    expect(plugin.load(toolbarButtons)).toContain("export { SaveButton } from '../button/SaveButton.js'");
    expect(plugin.resolveId('../button/SaveButton.js', toolbarButtons)).toBe(`${ui}/button/SaveButton.js`);
    expect(plugin.resolveId('react', toolbarButtons)).toBeNull();
    const clear = plugin.load(plugin.resolveId('./SimpleFormIteratorClearButton.js', `${ui}/input/ArrayInput/SimpleFormIterator.js`)!)!;
    const { SimpleFormIteratorClearButton } = await import(`data:text/javascript,${encodeURIComponent(clear)}`);
    expect(SimpleFormIteratorClearButton({ disableClear: true })).toBeNull();
    expect(() => SimpleFormIteratorClearButton({})).toThrow(/ne fait pas partie du back-office/);
  });
});
