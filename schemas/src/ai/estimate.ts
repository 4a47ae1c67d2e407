/**
 * Token and cost estimates of a prompt, without calling any model provider: the back-office's
 * template test, the API's test endpoint and the seeded usage records all count the same way.
 */

/**
 * Characters per token. Providers' tokenizers differ; about four characters of text per
 * token is the usual rule of thumb for Latin-script prose (French runs slightly above it),
 * good enough for an estimate shown before any call is made.
 */
export const CHARS_PER_TOKEN = 4;

/** Prices of a model, in euros per 1 000 tokens (the ai_models fields). */
export interface ModelPrices {
  cost_per_1k_input_tokens: number;
  cost_per_1k_output_tokens: number;
}

export interface CostEstimate {
  /** Input tokens × input price / 1 000. */
  input_cost: number;
  /** Output tokens × output price / 1 000. */
  output_cost: number;
  total: number;
}

/** ceil(characters / 4), counting characters as code points so accents and emoji count once. */
export function estimateTokens(text: string): number {
  return Math.ceil([...text].length / CHARS_PER_TOKEN);
}

const price = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** What a call costs at the model's prices; both parts are kept so a screen can show them. */
export function estimateCost(prices: Partial<ModelPrices>, inputTokens: number, outputTokens: number): CostEstimate {
  const input_cost = (inputTokens * price(prices.cost_per_1k_input_tokens)) / 1000;
  const output_cost = (outputTokens * price(prices.cost_per_1k_output_tokens)) / 1000;
  return { input_cost, output_cost, total: input_cost + output_cost };
}
