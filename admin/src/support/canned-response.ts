/** A canned response's shortcut typed in the agent's message ('/bonjour') and what replaces it. */
export interface CannedResponse {
  id: string;
  shortcut: string;
  content: string;
}

/** The response whose shortcut the text is (alone, surrounding spaces aside), if any. */
export const cannedFor = (text: string, responses: readonly CannedResponse[]): CannedResponse | undefined =>
  responses.find((response) => response.shortcut === text.trim());
