/**
 * Prompt templates: their {{variable}} placeholders, their rendering with a person's values
 * and the estimate of what a call would cost. Shared by the back-office's test dialog and
 * the API's test endpoint, so both show the same prompts and figures.
 */
import { estimateCost, estimateTokens, type ModelPrices } from './estimate';
import { readVariables, type TemplateVariable } from './variables';

/** {{name}}, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The parts of a stored template the rendering reads. */
export interface PromptTemplate {
  system_prompt?: unknown;
  user_prompt_template?: unknown;
  variables?: unknown;
  max_tokens?: unknown;
}

export type VariableValues = Readonly<Record<string, string | undefined>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The placeholder names of the texts, each once, in order of first appearance. */
export function extractVariables(...texts: string[]): string[] {
  const names = new Set<string>();
  for (const source of texts) for (const match of source.matchAll(PLACEHOLDER)) names.add(match[1]);
  return [...names];
}

/** A placeholder with the space before it: an empty value takes that space away too. */
const SPACED_PLACEHOLDER = new RegExp(`( ?)${PLACEHOLDER.source}`, 'g');

/**
 * The text with each placeholder replaced by its value; a placeholder without value becomes
 * empty, and so does the space before it (« environ mots », not « environ  mots »).
 */
export function renderTemplate(source: string, values: VariableValues): string {
  return source.replace(SPACED_PLACEHOLDER, (_match, space: string, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? (values[name] ?? '') : '';
    return value ? `${space}${value}` : '';
  });
}

/**
 * What the person is asked: the declared variables, then any placeholder of the prompts that
 * was not declared (asked by its name, and required: an empty hole would break the prompt).
 */
export function templateVariables(template: PromptTemplate): TemplateVariable[] {
  const declared = readVariables(template.variables);
  const known = new Set(declared.map((variable) => variable.name));
  const found = extractVariables(text(template.system_prompt), text(template.user_prompt_template))
    .filter((name) => !known.has(name))
    .map((name): TemplateVariable => ({ name, type: 'text', label: name, required: true }));
  return [...declared, ...found];
}

/** The required variables left empty. */
export function missingVariables(variables: readonly TemplateVariable[], values: VariableValues): TemplateVariable[] {
  return variables.filter((variable) => variable.required && !(values[variable.name] ?? '').trim());
}

export interface RenderedPrompts {
  system_prompt: string;
  user_prompt: string;
  missing: TemplateVariable[];
}

export function renderPrompts(template: PromptTemplate, values: VariableValues): RenderedPrompts {
  return {
    system_prompt: renderTemplate(text(template.system_prompt), values),
    user_prompt: renderTemplate(text(template.user_prompt_template), values),
    missing: missingVariables(templateVariables(template), values),
  };
}

export interface TemplateTest {
  system_prompt: string;
  user_prompt: string;
  /** Estimated tokens of both prompts. */
  input_tokens: number;
  /**
   * The template's max_tokens: the answer's length is unknown before the call, so the
   * estimate is the most the call may cost.
   */
  estimated_output_tokens: number;
  input_cost: number;
  output_cost: number;
  /** input_cost + output_cost, in euros. */
  estimated_cost: number;
}

/** The rendered prompts and the estimate of a call at the model's prices. */
export function testTemplate(template: PromptTemplate, prices: Partial<ModelPrices>, values: VariableValues): TemplateTest {
  const { system_prompt, user_prompt } = renderPrompts(template, values);
  const input_tokens = estimateTokens(system_prompt) + estimateTokens(user_prompt);
  const maxTokens = template.max_tokens;
  const estimated_output_tokens = typeof maxTokens === 'number' && Number.isFinite(maxTokens) && maxTokens > 0 ? maxTokens : 0;
  const cost = estimateCost(prices, input_tokens, estimated_output_tokens);
  return {
    system_prompt,
    user_prompt,
    input_tokens,
    estimated_output_tokens,
    input_cost: cost.input_cost,
    output_cost: cost.output_cost,
    estimated_cost: cost.total,
  };
}
