/** A canned response's shortcut typed in the agent's message ('/bonjour') and what replaces it. */
export interface CannedResponse {
  id: string;
  shortcut: string;
  content: string;
  title?: string;
}

/** The response whose shortcut the text is (alone, surrounding spaces aside), if any. */
export const cannedFor = (text: string, responses: readonly CannedResponse[]): CannedResponse | undefined =>
  responses.find((response) => response.shortcut === text.trim());

/** The shortcut being typed: a '/word' at the end of the text, at its start or after a space. */
const TYPED_SHORTCUT = /(^|\s)(\/[^\s/]*)$/;

/** The responses whose shortcut starts with the one being typed at the end of the text (none when no '/' is being typed). */
export function cannedMatches(text: string, responses: readonly CannedResponse[]): CannedResponse[] {
  const typed = TYPED_SHORTCUT.exec(text)?.[2]?.toLocaleLowerCase('fr');
  return typed === undefined ? [] : responses.filter((response) => response.shortcut.toLocaleLowerCase('fr').startsWith(typed));
}

/** The text with the shortcut being typed at its end replaced by the response's content. */
export const withCanned = (text: string, content: string): string => text.replace(TYPED_SHORTCUT, (_all, before: string) => `${before}${content}`);
