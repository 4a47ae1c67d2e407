import { describe, expect, it } from 'vitest';
import { fieldByName } from '../resource';
import { validateValues } from '../validation/engine';
import { AI_CAPABILITIES, AI_MODEL_TYPES, AI_PROVIDERS, EMPTY_USAGE_STATS, aiModels, usageSummary } from './ai_models';

const field = (name: string) => {
  const def = fieldByName(aiModels, name);
  if (!def) throw new Error(`missing field ${name}`);
  return def;
};

const valid = {
  name: 'GPT-4o',
  model_id: 'gpt-4o',
  provider: 'openai',
  type: 'chat',
  max_tokens: 128000,
  cost_per_1k_input_tokens: 0.0025,
  cost_per_1k_output_tokens: 0.01,
  capabilities: ['vision', 'streaming'],
};

describe('ai_models resource declaration', () => {
  it('is the ai_models collection under /webmaster/ai/models with create, edit and delete', () => {
    expect(aiModels.name).toBe('ai_models');
    expect(aiModels.route).toBe('ai/models');
    expect(aiModels.operations).toMatchObject({ create: true, edit: true, delete: true });
    expect(validateValues(aiModels, valid)).toEqual({});
  });

  it('offers the five providers and types, and the five capabilities', () => {
    expect(AI_PROVIDERS.map((o) => [o.value, o.label])).toEqual([
      ['openai', 'OpenAI'],
      ['anthropic', 'Anthropic'],
      ['google', 'Google'],
      ['mistral', 'Mistral'],
      ['llama', 'Llama'],
    ]);
    expect(AI_MODEL_TYPES.map((o) => o.value)).toEqual(['chat', 'completion', 'embedding', 'image', 'audio']);
    expect(AI_CAPABILITIES.map((o) => o.value)).toEqual(['function_calling', 'vision', 'json_mode', 'streaming', 'fine_tuning']);
    expect(validateValues(aiModels, { ...valid, provider: 'cohere' })).toEqual({ provider: 'Valeur non autorisée' });
    expect(validateValues(aiModels, { ...valid, capabilities: ['telepathy'] })).toEqual({ capabilities: 'Valeur non autorisée' });
  });

  it('model_id is unique and set once', () => {
    expect(field('model_id')).toMatchObject({ unique: true, lockedOnEdit: true, required: true });
  });

  it('is active, not default, by default; usage stats are the server’s', () => {
    expect(field('is_active').default).toBe(true);
    expect(field('is_default').default).toBe(false);
    expect(field('usage_stats')).toMatchObject({ readOnly: true, default: EMPTY_USAGE_STATS });
    expect(EMPTY_USAGE_STATS).toEqual({ total_requests: 0, total_cost: 0 });
  });
});

describe('ai model bounds', () => {
  it('max_tokens goes from 1 to 128 000, whole', () => {
    expect(validateValues(aiModels, { ...valid, max_tokens: 1 })).toEqual({});
    expect(validateValues(aiModels, { ...valid, max_tokens: 0 })).toEqual({ max_tokens: 'La valeur minimale est 1' });
    expect(validateValues(aiModels, { ...valid, max_tokens: 128001 })).toEqual({ max_tokens: 'La valeur maximale est 128000' });
    expect(validateValues(aiModels, { ...valid, max_tokens: 10.5 })).toEqual({ max_tokens: 'La valeur doit être un nombre entier' });
  });

  it('costs are at least 0, in steps of 0,0001', () => {
    expect(field('cost_per_1k_input_tokens')).toMatchObject({ min: 0, step: 0.0001, format: 'euro', decimals: 4 });
    expect(field('cost_per_1k_output_tokens')).toMatchObject({ min: 0, step: 0.0001, format: 'euro', decimals: 4 });
    expect(validateValues(aiModels, { ...valid, cost_per_1k_input_tokens: 0, cost_per_1k_output_tokens: 0.0001 })).toEqual({});
    expect(validateValues(aiModels, { ...valid, cost_per_1k_input_tokens: -0.0001 })).toEqual({
      cost_per_1k_input_tokens: 'La valeur minimale est 0',
    });
    expect(validateValues(aiModels, { ...valid, cost_per_1k_output_tokens: 0.00015 })).toEqual({
      cost_per_1k_output_tokens: 'La valeur doit être un multiple de 0,0001',
    });
  });
});

describe('usageSummary', () => {
  it('reads the usage stats the French way, the cost with 2 decimals', () => {
    expect(usageSummary({ total_requests: 1234, total_cost: 56.784 }).replace(/\s/g, ' ')).toBe('1 234 requêtes · 56,78 €');
    expect(usageSummary({ total_requests: 1, total_cost: 0 }).replace(/\s/g, ' ')).toBe('1 requête · 0,00 €');
    expect(usageSummary(undefined).replace(/\s/g, ' ')).toBe('0 requête · 0,00 €');
  });

  it('is the list’s usage column', () => {
    const [badge] = aiModels.list.badges ?? [];
    expect(badge.name).toBe('usage');
    expect(badge.value({ usage_stats: { total_requests: 2, total_cost: 1.5 } }).label.replace(/\s/g, ' ')).toBe('2 requêtes · 1,50 €');
  });
});
