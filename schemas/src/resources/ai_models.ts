import { onStep } from '../ai/step';
import type { FieldDef } from '../fields';
import { defineResource } from '../resource';

/** A model's answer may not exceed this many tokens (spec 2 §9). */
export const MODEL_MAX_TOKENS = 128000;
/** Prices are set to the ten-thousandth of a euro per 1 000 tokens. */
export const MODEL_COST_STEP = 0.0001;

export const AI_PROVIDERS = [
  { value: 'openai', label: 'OpenAI' },
  { value: 'anthropic', label: 'Anthropic' },
  { value: 'google', label: 'Google' },
  { value: 'mistral', label: 'Mistral' },
  { value: 'llama', label: 'Llama' },
] as const;

export const AI_MODEL_TYPES = [
  { value: 'chat', label: 'Conversation' },
  { value: 'completion', label: 'Complétion' },
  { value: 'embedding', label: 'Vectorisation' },
  { value: 'image', label: 'Image' },
  { value: 'audio', label: 'Audio' },
] as const;

export const AI_CAPABILITIES = [
  { value: 'function_calling', label: 'Appel de fonctions' },
  { value: 'vision', label: 'Vision' },
  { value: 'json_mode', label: 'Mode JSON' },
  { value: 'streaming', label: 'Réponse en continu' },
  { value: 'fine_tuning', label: 'Affinage' },
] as const;

/** What a model has served, kept by the API from the usage records. */
export interface ModelUsageStats {
  total_requests: number;
  total_cost: number;
}

export const EMPTY_USAGE_STATS: ModelUsageStats = { total_requests: 0, total_cost: 0 };

const count = new Intl.NumberFormat('fr-FR');
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1 234 requêtes · 56,78 €" */
export function usageSummary(stats: unknown): string {
  const { total_requests = 0, total_cost = 0 } = (stats ?? {}) as Partial<ModelUsageStats>;
  return `${count.format(total_requests)} requête${total_requests > 1 ? 's' : ''} · ${euros.format(total_cost)}`;
}

const costField = (name: string, label: string): FieldDef => ({
  name,
  label,
  type: 'number',
  required: true,
  default: 0,
  min: 0,
  step: MODEL_COST_STEP,
  validate: onStep(MODEL_COST_STEP),
  format: 'euro',
  decimals: 4,
  helperText: 'En euros, par tranche de 1 000 jetons (4 décimales)',
  list: true,
  sortable: true,
});

/**
 * The AI models the platform offers (spec 2 §2.7). `model_id` is the key templates and usage
 * records point at, so it is set once. At most one model is the default: the API unsets the
 * others when one becomes it.
 */
export const aiModels = defineResource({
  name: 'ai_models',
  label: 'Modèles IA',
  singular: 'Modèle IA',
  description: "Modèles d'intelligence artificielle proposés sur la plateforme",
  icon: 'SmartToy',
  noun: "un modèle d'IA",
  menu: { group: 'ai', label: 'Modèles', order: 10 },
  route: 'ai/models',
  breadcrumb: [{ label: 'Intelligence artificielle' }, { label: 'Modèles' }],
  list: {
    searchPlaceholder: 'Rechercher un modèle...',
    badges: [{ name: 'usage', label: 'Utilisation', value: (record) => ({ label: usageSummary(record.usage_stats), tone: 'default' }) }],
  },
  hooks: ['ai/ai-models.service'],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100, list: true, sortable: true, searchable: true },
    {
      name: 'model_id',
      label: 'Identifiant du modèle',
      type: 'text',
      required: true,
      maxLength: 100,
      unique: true,
      lockedOnEdit: true,
      placeholder: 'gpt-4o',
      helperText: "Nom du modèle chez le fournisseur ; les modèles de prompt et l'historique d'utilisation s'y réfèrent",
      list: true,
      sortable: true,
      searchable: true,
    },
    {
      name: 'provider',
      label: 'Fournisseur',
      type: 'select',
      required: true,
      options: AI_PROVIDERS,
      list: true,
      sortable: true,
      filterable: true,
    },
    {
      name: 'type',
      label: 'Type',
      type: 'select',
      required: true,
      default: 'chat',
      options: AI_MODEL_TYPES,
      list: true,
      sortable: true,
      filterable: true,
    },
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 1000, rows: 3, searchable: true },
    {
      name: 'max_tokens',
      label: 'Jetons maximum',
      type: 'number',
      required: true,
      default: 4096,
      min: 1,
      max: MODEL_MAX_TOKENS,
      step: 1,
      format: 'integer',
      list: true,
      sortable: true,
    },
    costField('cost_per_1k_input_tokens', 'Coût / 1k tokens en entrée (€)'),
    costField('cost_per_1k_output_tokens', 'Coût / 1k tokens en sortie (€)'),
    { name: 'capabilities', label: 'Capacités', type: 'multiselect', default: [], options: AI_CAPABILITIES },
    { name: 'is_active', label: 'Actif', type: 'switch', default: true, list: true, sortable: true, filterable: true },
    { name: 'is_default', label: 'Par défaut', type: 'switch', default: false, list: true, sortable: true, filterable: true },
    { name: 'usage_stats', label: "Statistiques d'utilisation", type: 'json', readOnly: true, default: EMPTY_USAGE_STATS },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
});
