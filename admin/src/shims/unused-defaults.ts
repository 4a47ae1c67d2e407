/**
 * react-admin components whose defaults this back-office always replaces, yet which their
 * default props keep in the bundles (bench:admin): <AdminUI>'s sign-in pages (the site signs
 * people in: loginPage={false}) and its notification (App.tsx gives one loaded on demand), <Layout>'s menu (layout/Menu.tsx replaces it), the
 * "Inspector" and the editable page title of react-admin's preferences mode, which nothing here
 * opens (no InspectorButton), <AppBar>'s language and theme switches (one language, one theme,
 * its toolbar given), and in the list: <ListView>'s default buttons, pagination and empty page
 * (resources/ResourceList.tsx gives its own), <DataTable>'s default bulk delete (ResourceTable
 * always gives its bulk buttons) and column chooser (no ColumnsButton opens it), and in forms the
 * default toolbar's Supprimer and the Clear button of a list of values, turned off here (both
 * with a confirmation dialog).
 * vite.config.ts puts these in their place for those importers only; each replacement
 * says so if it is ever rendered.
 */
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const replaced = (what: string) =>
  `() => { throw new Error(${JSON.stringify(`${what} de react-admin ne fait pas partie du back-office (admin/src/shims/unused-defaults.ts).`)}); }`;

/** Per importing module of react-admin's UI, the modules it imports that are replaced, with what stands in. */
const REPLACED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'AdminUI.js': {
    './auth/index.js': `export const Login = ${replaced('La page de connexion')};\nexport const AuthCallback = ${replaced('La page de retour de connexion')};`,
    // layout/OnDemandNotification.tsx stands in for the notification: it loads react-admin's with the first message.
    './layout/index.js': `export { Layout, AuthenticationError, LoadingPage, NotFound, Error, AccessDenied } from './layout/index.js';\nexport const Notification = ${replaced('La notification par défaut')};`,
  },
  'layout/Layout.js': {
    './Menu.js': `export const Menu = ${replaced('Le menu par défaut')};`,
    // Rendered on every page, it shows nothing until the preferences mode is turned on.
    '../preferences/index.js': 'export const Inspector = () => null;',
  },
  // The title as react-admin shows it outside the preferences mode (its editor is a text field in a popover).
  'layout/Title.js': { './PageTitleConfigurable.js': "export { PageTitle as PageTitleConfigurable } from './PageTitle.js';" },
  'layout/AppBar.js': {
    '../button/index.js': `export const LocalesMenuButton = ${replaced('Le choix de la langue')};`,
    '../button/ToggleThemeButton.js': `export const ToggleThemeButton = ${replaced('Le choix du thème')};`,
  },
  'list/ListView.js': {
    './ListActions.js': `export const ListActions = ${replaced('La barre de boutons par défaut des listes')};`,
    './pagination/index.js': `export const Pagination = ${replaced('La pagination par défaut des listes')};`,
    './Empty.js': `export const Empty = ${replaced('La page de liste vide par défaut')};`,
  },
  'list/datatable/DataTable.js': {
    '../../button/index.js': `export const BulkDeleteButton = ${replaced('La suppression groupée par défaut des tableaux')};`,
    // Rendered by every table, it shows the columns only inside a ColumnsButton's menu.
    './ColumnsSelector.js': 'export const ColumnsSelector = () => null;',
  },
  // Every form here gives its toolbar's buttons (resources/ResourceForm.tsx: a Supprimer whose dialog loads on demand).
  'form/Toolbar.js': {
    '../button/index.js': `export { SaveButton } from '../button/SaveButton.js';\nexport const DeleteButton = ${replaced('Le bouton Supprimer par défaut des formulaires')};`,
  },
  // fields/ArrayFieldInput.tsx turns the list's Clear (and its confirmation dialog) off.
  'input/ArrayInput/SimpleFormIterator.js': {
    './SimpleFormIteratorClearButton.js': `const refused = ${replaced('Le bouton « Tout effacer » des listes de valeurs')};\nexport const SimpleFormIteratorClearButton = ({ disableClear }) => (disableClear ? null : refused());`,
  },
};

const PREFIX = '\0react-admin-unused:';

/** The module of react-admin's UI (its path under dist/) that `importer` is, if it is one. */
const uiModule = (importer: string) => importer.replace(/\\/g, '/').match(/\/ra-ui-materialui\/dist\/(.+)$/)?.[1];

export function reactAdminUnusedDefaults(): Plugin {
  return {
    name: 'react-admin-unused-defaults',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      // A replacement's own relative imports are react-admin's modules beside the one it replaces.
      if (importer.startsWith(PREFIX)) return source.startsWith('.') ? resolve(dirname(importer.slice(PREFIX.length).split('|')[0]), source) : null;
      const from = uiModule(importer);
      return from && REPLACED[from]?.[source] !== undefined ? `${PREFIX}${importer}|${source}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [importer, source] = id.slice(PREFIX.length).split('|');
      return REPLACED[uiModule(importer)!][source];
    },
  };
}
