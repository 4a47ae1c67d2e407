import { describe, expect, it } from 'vitest';
import { extractVariables, missingVariables, renderPrompts, renderTemplate, templateVariables, testTemplate } from './template';

const template = {
  system_prompt: 'Tu es un rédacteur pour {{marque}}.',
  user_prompt_template: 'Écris un article sur {{ sujet }} en {{mots}} mots. Rappel : {{sujet}}.',
  variables: [
    { name: 'sujet', type: 'text', label: 'Sujet', required: true, placeholder: 'Le cloud souverain' },
    { name: 'mots', type: 'number', label: 'Nombre de mots', required: false },
  ],
  max_tokens: 1000,
};

describe('extractVariables', () => {
  it('finds each {{name}} once, in order, spaces inside the braces allowed', () => {
    expect(extractVariables('{{a}} et {{ b }} puis {{a}}', '{{c}}')).toEqual(['a', 'b', 'c']);
  });

  it('ignores what is not a placeholder', () => {
    expect(extractVariables('{a} {{}} {{ deux mots }} {{1x}} {x}}')).toEqual([]);
  });
});

describe('renderTemplate', () => {
  it('replaces every occurrence by its value, an unknown one by nothing', () => {
    expect(renderTemplate('{{a}}-{{ a }}-{{b}}', { a: 'x' })).toBe('x-x-');
  });

  it('keeps the value as typed (no $ substitution, no inherited keys)', () => {
    expect(renderTemplate('{{a}}', { a: "$& $1 $'" })).toBe("$& $1 $'");
    // An empty value leaves no double space in the sentence (issue 26 §15).
    expect(renderTemplate('environ {{n}} mots sur {{ sujet }}', { sujet: 'le cloud' })).toBe('environ mots sur le cloud');
    expect(renderTemplate('environ {{n}} mots', { n: '800' })).toBe('environ 800 mots');
    expect(renderTemplate('{{constructor}}', {})).toBe('');
  });
});

describe('templateVariables', () => {
  it('lists the declared variables, then undeclared placeholders as required', () => {
    expect(templateVariables(template)).toEqual([
      { name: 'sujet', type: 'text', label: 'Sujet', required: true, placeholder: 'Le cloud souverain' },
      { name: 'mots', type: 'number', label: 'Nombre de mots', required: false },
      { name: 'marque', type: 'text', label: 'marque', required: true },
    ]);
  });
});

describe('renderPrompts', () => {
  it('renders both prompts', () => {
    const rendered = renderPrompts(template, { sujet: 'la souveraineté', mots: '800', marque: 'Hexagone' });
    expect(rendered).toEqual({
      system_prompt: 'Tu es un rédacteur pour Hexagone.',
      user_prompt: 'Écris un article sur la souveraineté en 800 mots. Rappel : la souveraineté.',
      missing: [],
    });
  });

  it('reports the required variables left empty', () => {
    const rendered = renderPrompts(template, { sujet: '  ' });
    expect(rendered.missing.map((v) => v.name)).toEqual(['sujet', 'marque']);
    expect(missingVariables(templateVariables(template), { sujet: 'x', marque: 'y' })).toEqual([]);
  });
});

describe('testTemplate', () => {
  it('estimates input tokens from both prompts and prices max_tokens as the output', () => {
    const prices = { cost_per_1k_input_tokens: 0.0025, cost_per_1k_output_tokens: 0.01 };
    const result = testTemplate(template, prices, { sujet: 'la souveraineté', mots: '800', marque: 'Hexagone' });
    // 33 characters → 9 tokens; 75 characters → 19 tokens.
    expect(result.input_tokens).toBe(9 + 19);
    expect(result.estimated_output_tokens).toBe(1000);
    expect(result.input_cost).toBeCloseTo((28 * 0.0025) / 1000, 12);
    expect(result.output_cost).toBeCloseTo(0.01, 12);
    expect(result.estimated_cost).toBeCloseTo(result.input_cost + result.output_cost, 12);
  });

  it('reads a template without max_tokens as no output', () => {
    expect(testTemplate({ user_prompt_template: 'abcd' }, {}, {})).toMatchObject({
      input_tokens: 1,
      estimated_output_tokens: 0,
      estimated_cost: 0,
    });
  });
});
