/**
 * react-admin components whose defaults this back-office always replaces, yet which their
 * default props keep in the first load (bench:admin): <AdminUI>'s sign-in pages (the site signs
 * people in: loginPage={false}), <Layout>'s menu (layout/Menu.tsx replaces it) and the
 * "Inspector" of react-admin's preferences mode, which nothing here opens (no InspectorButton).
 * vite.config.ts puts these in their place for those two importers only; each replacement
 * says so if it is ever rendered.
 */
import type { Plugin } from 'vite';

const replaced = (what: string) =>
  `() => { throw new Error(${JSON.stringify(`${what} de react-admin ne fait pas partie du back-office (admin/src/shims/unused-defaults.ts).`)}); }`;

/** Per importing module of react-admin's UI, the modules it imports that are replaced, with what stands in. */
const REPLACED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'AdminUI.js': { './auth/index.js': `export const Login = ${replaced('La page de connexion')};\nexport const AuthCallback = ${replaced('La page de retour de connexion')};` },
  'layout/Layout.js': {
    './Menu.js': `export const Menu = ${replaced('Le menu par défaut')};`,
    // Rendered on every page, it shows nothing until the preferences mode is turned on.
    '../preferences/index.js': 'export const Inspector = () => null;',
  },
};

const PREFIX = '\0react-admin-unused:';

export function reactAdminUnusedDefaults(): Plugin {
  return {
    name: 'react-admin-unused-defaults',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/').match(/\/ra-ui-materialui\/dist\/(.+)$/)?.[1];
      return from && REPLACED[from]?.[source] !== undefined ? `${PREFIX}${from}|${source}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [from, source] = id.slice(PREFIX.length).split('|');
      return REPLACED[from][source];
    },
  };
}
