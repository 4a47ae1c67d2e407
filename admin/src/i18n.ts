/**
 * French texts: react-admin's French messages, with the wording of spec 2 §2.1 and §8 where
 * the product says something else, and the resource names taken from the registry.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'react-admin';
import { messages as validationMessages, resources } from '@hexagone/schemas';

/** Shown when a list has no rows, filtered or not. */
export const EMPTY_LIST = 'Aucune donnée disponible';

const CONFIRM_DELETE = 'Êtes-vous sûr de vouloir supprimer cet élément\u00a0?';
/** react-admin passes the number of selected rows: one is 'cet élément', several 'ces N éléments'. */
const CONFIRM_BULK_DELETE = `${CONFIRM_DELETE} |||| Êtes-vous sûr de vouloir supprimer ces %{smart_count} éléments\u00a0?`;

/** The default sort (`_id`) orders records as they were added. */
const ADDED_ORDER = "Date d'ajout";

/** Keys of our own, for texts react-admin has no key for. */
export const customKeys = {
  bulkDeleted: 'hexagone.notification.bulk_deleted',
} as const;

const productMessages = {
  ra: {
    action: {
      bulk_actions: '%{smart_count} sélectionné(s)',
      edit: 'Modifier',
    },
    message: {
      delete_title: 'Supprimer « %{recordRepresentation} »',
      delete_content: CONFIRM_DELETE,
      bulk_delete_title: 'Supprimer cet élément |||| Supprimer %{smart_count} éléments',
      bulk_delete_content: CONFIRM_BULK_DELETE,
      invalid_form: validationMessages.invalidForm,
    },
    navigation: {
      no_results: EMPTY_LIST,
      no_filtered_results: EMPTY_LIST,
    },
    page: {
      dashboard: 'Dashboard',
      empty: EMPTY_LIST,
    },
    notification: {
      created: 'Élément créé avec succès',
      updated: 'Élément modifié avec succès |||| %{smart_count} éléments modifiés',
      deleted: 'Élément supprimé avec succès |||| %{smart_count} élément(s) supprimé(s)',
      item_doesnt_exist: 'Ressource introuvable',
      http_error: 'Erreur serveur',
    },
  },
  hexagone: {
    notification: {
      // A bulk delete always reads "N élément(s)", even for one row (spec 2 §8).
      bulk_deleted: '%{smart_count} élément(s) supprimé(s)',
    },
  },
  // Titles and dialogs name a resource by its registry labels ("Supprimer 2 Rôles"), and
  // react-admin's own components (the grid's sort menu) name fields by their labels.
  resources: Object.fromEntries(
    resources.map((resource) => [
      resource.route,
      {
        name: `${resource.singular} |||| ${resource.label}`,
        fields: { _id: ADDED_ORDER, ...Object.fromEntries(resource.fields.map((field) => [field.name, field.label])) },
      },
    ]),
  ),
};

export const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(frenchMessages, productMessages),
  'fr',
  [{ locale: 'fr', name: 'Français' }],
  { allowMissing: true },
);
