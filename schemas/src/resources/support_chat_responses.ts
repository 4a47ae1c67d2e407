import { defineResource } from '../resource';
import { SUPPORT_READ, SUPPORT_TEAM } from '../support';
import { CANNED_SHORTCUT_MESSAGE, CANNED_SHORTCUT_PATTERN, CHAT_BREADCRUMB, chatTab } from '../support-chat';

export const CANNED_CATEGORIES = [
  { value: 'greeting', label: 'Accueil' },
  { value: 'technical', label: 'Technique' },
  { value: 'billing', label: 'Facturation' },
  { value: 'general', label: 'Général' },
] as const;

/** Canned responses of the chat (spec 3 §2-§5): inserted by their /shortcut, most used first; the use is counted by the API. */
export const supportChatResponses = defineResource({
  name: 'support_chat_responses',
  label: 'Réponses prédéfinies',
  singular: 'Réponse prédéfinie',
  description: 'Réponses prêtes à l’emploi du chat en direct',
  icon: 'TextSnippet',
  noun: 'une réponse prédéfinie',
  route: 'support/chat/responses',
  breadcrumb: CHAT_BREADCRUMB,
  tab: chatTab('Réponses prédéfinies'),
  list: { perPage: 50, sort: { field: 'usage_count', order: 'DESC' }, searchPlaceholder: 'Rechercher une réponse...' },
  access: { default: SUPPORT_TEAM, list: SUPPORT_READ, read: SUPPORT_READ },
  actions: [{ name: 'use', label: 'Utiliser', icon: 'Send', scope: 'row', when: (response) => response.is_active !== false, effect: { kind: 'endpoint' } }],
  fields: [
    {
      name: 'shortcut',
      label: 'Raccourci',
      type: 'text',
      required: true,
      maxLength: 40,
      pattern: CANNED_SHORTCUT_PATTERN,
      patternMessage: CANNED_SHORTCUT_MESSAGE,
      unique: true,
      list: true,
      sortable: true,
      searchable: true,
    },
    { name: 'category', label: 'Catégorie', type: 'select', required: true, options: CANNED_CATEGORIES, list: true, sortable: true, filterable: true },
    { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 120, list: true, sortable: true, searchable: true },
    {
      name: 'content',
      label: 'Contenu',
      type: 'textarea',
      required: true,
      maxLength: 4000,
      rows: 5,
      helperText: 'Variables entre accolades : {nom}, {agent}',
      searchable: true,
    },
    { name: 'variables', label: 'Variables', type: 'tags', default: [] },
    { name: 'is_active', label: 'Active', type: 'switch', default: true, list: true, filterable: true },
    { name: 'usage_count', label: 'Utilisations', type: 'number', default: 0, readOnly: true, format: 'integer', list: true, sortable: true },
  ],
});
