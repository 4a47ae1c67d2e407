/** The lines a logs page keeps: the newest, at most LOG_LINES_KEPT, so a long follow stays light. */
export const LOG_LINES_KEPT = 2_000;

export const appendLines = (current: readonly string[], added: readonly string[], kept = LOG_LINES_KEPT): string[] =>
  [...current, ...added].slice(-kept);
