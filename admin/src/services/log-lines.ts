/** The lines a logs page keeps: the newest, at most LOG_LINES_KEPT, so a long follow stays light. */
export const LOG_LINES_KEPT = 2_000;

export const appendLines = (current: readonly string[], added: readonly string[], kept = LOG_LINES_KEPT): string[] =>
  [...current, ...added].slice(-kept);

/** An ISO instant at the start of a line, after an optional « [instance] » prefix. */
const STAMPED = /^(\[[^\]]*\] )?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z)/;
const PARIS_STAMP = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' });

/** A log line as an operator reads it: its UTC ISO stamp in Paris time, the French way (27/11/2026 07:58:50). */
export const parisStampedLine = (line: string): string =>
  line.replace(STAMPED, (_match, prefix: string | undefined, iso: string) => `${prefix ?? ''}${PARIS_STAMP.format(new Date(iso))}`);
