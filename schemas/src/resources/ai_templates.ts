import { onStep } from '../ai/step';
import { checkVariables } from '../ai/variables';
import { defineResource } from '../resource';
import { slugField } from '../slug';

/** Spec 2 §9: a template asks at most 4 000 tokens, 1 000 by default, at temperature 0 to 2 (0,7). */
export const TEMPLATE_MAX_TOKENS = 4000;
export const TEMPLATE_DEFAULT_MAX_TOKENS = 1000;
export const TEMPERATURE_MIN = 0;
export const TEMPERATURE_MAX = 2;
export const TEMPERATURE_STEP = 0.1;
export const TEMPERATURE_DEFAULT = 0.7;

export const TEMPLATE_CATEGORIES = [
  { value: 'content', label: 'Contenu' },
  { value: 'code', label: 'Code' },
  { value: 'analysis', label: 'Analyse' },
  { value: 'translation', label: 'Traduction' },
  { value: 'summarization', label: 'Résumé' },
  { value: 'other', label: 'Autre' },
] as const;

/** What a duplicate's name and slug are suffixed with (spec 2 §7). */
export const DUPLICATE_SUFFIX = { name: ' (Copie)', slug: '-copy' } as const;

/** Who created a template when no signed-in person did (the seed). */
export const SYSTEM_AUTHOR = 'Système';

/** The name of the back-office dialog that tests a template (admin/src/actions/custom-actions.ts). */
export const TEMPLATE_TEST_COMPONENT = 'template-test';

/**
 * Prompt templates (spec 2 §2.7): prompts with {{variable}} placeholders run on one of the
 * active models. Usage figures and the author are kept by the API.
 */
export const aiTemplates = defineResource({
  name: 'ai_templates',
  label: 'Modèles de prompt',
  singular: 'Modèle de prompt',
  description: 'Modèles de prompts réutilisables',
  icon: 'TextSnippet',
  noun: 'un modèle de prompt',
  menu: { group: 'ai', label: 'Modèles de prompt', order: 30 },
  route: 'ai/templates',
  breadcrumb: [{ label: 'Intelligence artificielle' }, { label: 'Modèles de prompt' }],
  list: { searchPlaceholder: 'Rechercher un modèle de prompt...' },
  hooks: ['ai/ai-templates.service'],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100, list: true, sortable: true, searchable: true },
    slugField('name', { label: 'Identifiant', required: true, maxLength: 120, helperText: 'Minuscules, espaces remplacés par des tirets ; déduit du nom si vide' }),
    {
      name: 'category',
      label: 'Catégorie',
      type: 'select',
      required: true,
      default: 'content',
      options: TEMPLATE_CATEGORIES,
      list: true,
      sortable: true,
      filterable: true,
    },
    {
      name: 'model_id',
      label: 'Modèle',
      type: 'reference',
      required: true,
      reference: {
        resource: 'ai_models',
        labelFields: ['name', 'provider'],
        valueField: 'model_id',
        filter: { is_active: true },
        perPage: 100,
      },
      list: true,
      filterable: true,
    },
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 500, rows: 2, searchable: true },
    { name: 'system_prompt', label: 'Prompt système', type: 'textarea', required: true, maxLength: 10000, rows: 4 },
    {
      name: 'user_prompt_template',
      label: 'Prompt utilisateur',
      type: 'textarea',
      required: true,
      maxLength: 10000,
      rows: 6,
      helperText: 'Insérez une valeur avec {{variable}} ; décrivez chaque variable dans « Variables »',
    },
    {
      name: 'variables',
      label: 'Variables',
      type: 'json',
      default: [],
      rows: 6,
      validate: checkVariables,
      helperText:
        'Liste JSON : [{ "name": "sujet", "type": "text", "label": "Sujet", "required": true, "placeholder": "…" }] ; type text, textarea ou number',
    },
    {
      name: 'temperature',
      label: 'Température',
      type: 'number',
      required: true,
      default: TEMPERATURE_DEFAULT,
      min: TEMPERATURE_MIN,
      max: TEMPERATURE_MAX,
      step: TEMPERATURE_STEP,
      validate: onStep(TEMPERATURE_STEP),
    },
    {
      name: 'max_tokens',
      label: 'Jetons maximum',
      type: 'number',
      required: true,
      default: TEMPLATE_DEFAULT_MAX_TOKENS,
      min: 1,
      max: TEMPLATE_MAX_TOKENS,
      step: 1,
    },
    { name: 'is_active', label: 'Actif', type: 'switch', default: true, list: true, sortable: true, filterable: true },
    { name: 'is_public', label: 'Public', type: 'switch', default: false, list: true, sortable: true, filterable: true },
    { name: 'usage_count', label: 'Utilisations', type: 'number', default: 0, readOnly: true, list: true, sortable: true },
    { name: 'last_used', label: 'Dernière utilisation', type: 'datetime-local', readOnly: true, list: true, sortable: true },
    { name: 'created_by', label: 'Créé par', type: 'text', readOnly: true, list: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
  actions: [
    {
      name: 'duplicate',
      label: 'Dupliquer',
      icon: 'ContentCopy',
      scope: 'row',
      effect: { kind: 'duplicate', suffix: DUPLICATE_SUFFIX },
      success: 'Élément créé avec succès',
    },
    { name: 'test', label: 'Tester', icon: 'PlayArrow', scope: 'row', effect: { kind: 'custom', component: TEMPLATE_TEST_COMPONENT, server: true } },
  ],
});
