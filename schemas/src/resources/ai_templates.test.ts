import { describe, expect, it } from 'vitest';
import { findAction, fieldByName } from '../resource';
import { validateValues } from '../validation/engine';
import { deriveValues, writableValues } from '../records';
import { TEMPLATE_CATEGORIES, aiTemplates } from './ai_templates';

const field = (name: string) => {
  const def = fieldByName(aiTemplates, name);
  if (!def) throw new Error(`missing field ${name}`);
  return def;
};

const valid = {
  name: 'Article de blog',
  slug: 'article-de-blog',
  category: 'content',
  model_id: 'gpt-4o',
  system_prompt: 'Tu es un rédacteur.',
  user_prompt_template: 'Écris sur {{sujet}}.',
  variables: [{ name: 'sujet', type: 'text', label: 'Sujet', required: true }],
  temperature: 0.7,
  max_tokens: 1000,
};

describe('ai_templates resource declaration', () => {
  it('is the ai_templates collection under /webmaster/ai/templates', () => {
    expect(aiTemplates.name).toBe('ai_templates');
    expect(aiTemplates.route).toBe('ai/templates');
    expect(validateValues(aiTemplates, valid)).toEqual({});
  });

  it('requires name, slug, category, model, system prompt and user prompt template', () => {
    expect(Object.keys(validateValues(aiTemplates, { temperature: 0.7, max_tokens: 1000 })).sort()).toEqual(
      ['category', 'model_id', 'name', 'slug', 'system_prompt', 'user_prompt_template'].sort(),
    );
  });

  it('derives the slug from the name, lowercase with dashes', () => {
    expect(deriveValues(aiTemplates, { name: 'Résumé de Réunion' }).slug).toBe('resume-de-reunion');
    expect(validateValues(aiTemplates, { ...valid, slug: 'Mon Slug' })).toEqual({
      slug: 'Seuls les lettres minuscules, chiffres et tirets sont autorisés',
    });
  });

  it('offers the six categories', () => {
    expect(TEMPLATE_CATEGORIES.map((c) => c.value)).toEqual(['content', 'code', 'analysis', 'translation', 'summarization', 'other']);
  });

  it('picks the model among active models, stored by model_id, labelled name and provider', () => {
    expect(field('model_id').reference).toEqual({
      resource: 'ai_models',
      labelFields: ['name', 'provider'],
      valueField: 'model_id',
      filter: { is_active: true },
      perPage: 100,
    });
  });

  it('defaults: temperature 0,7, 1 000 tokens, active, private, no variables', () => {
    const created = writableValues(aiTemplates, { name: 'X' }, 'create');
    expect(created).toMatchObject({ temperature: 0.7, max_tokens: 1000, is_active: true, is_public: false, variables: [], usage_count: 0 });
  });

  it('keeps usage and author server-side', () => {
    for (const name of ['usage_count', 'last_used', 'created_by']) expect(field(name).readOnly, name).toBe(true);
    const created = writableValues(aiTemplates, { ...valid, usage_count: 99, created_by: 'Mallory', last_used: '2020-01-01' }, 'create');
    expect(created.usage_count).toBe(0);
    expect(created).not.toHaveProperty('created_by');
    expect(created).not.toHaveProperty('last_used');
  });
});

describe('ai template bounds', () => {
  it('temperature from 0 to 2 in steps of 0,1', () => {
    for (const ok of [0, 0.1, 1.5, 2]) expect(validateValues(aiTemplates, { ...valid, temperature: ok }), String(ok)).toEqual({});
    expect(validateValues(aiTemplates, { ...valid, temperature: -0.1 })).toEqual({ temperature: 'La valeur minimale est 0' });
    expect(validateValues(aiTemplates, { ...valid, temperature: 2.1 })).toEqual({ temperature: 'La valeur maximale est 2' });
    expect(validateValues(aiTemplates, { ...valid, temperature: 0.75 })).toEqual({ temperature: 'La valeur doit être un multiple de 0,1' });
  });

  it('max_tokens from 1 to 4 000', () => {
    expect(validateValues(aiTemplates, { ...valid, max_tokens: 4000 })).toEqual({});
    expect(validateValues(aiTemplates, { ...valid, max_tokens: 0 })).toEqual({ max_tokens: 'La valeur minimale est 1' });
    expect(validateValues(aiTemplates, { ...valid, max_tokens: 4001 })).toEqual({ max_tokens: 'La valeur maximale est 4000' });
  });

  it('variables must be a well-formed list', () => {
    expect(validateValues(aiTemplates, { ...valid, variables: '[{"name":' })).toEqual({
      variables: 'Une liste JSON de variables est attendue',
    });
    expect(validateValues(aiTemplates, { ...valid, variables: [{ name: 'a b' }] })).toEqual({
      variables: 'Variable 1 : nom invalide (lettres, chiffres et _, sans espace)',
    });
  });
});

describe('ai template actions', () => {
  it('duplicates with name suffixed " (Copie)" and slug "-copy"', () => {
    const action = findAction(aiTemplates, 'duplicate');
    expect(action).toMatchObject({
      label: 'Dupliquer',
      scope: 'row',
      effect: { kind: 'duplicate', suffix: { name: ' (Copie)', slug: '-copy' } },
    });
  });

  it('tests in the back-office dialog "template-test"', () => {
    expect(findAction(aiTemplates, 'test')).toMatchObject({
      label: 'Tester',
      scope: 'row',
      effect: { kind: 'custom', component: 'template-test' },
    });
  });
});
