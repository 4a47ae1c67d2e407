/** A visitor's live chat on the public site, as the browser tests start it. */
import type { Page } from 'playwright-core';
import type { TestServer } from './server';

/** Opens the chat from /support as `name` and sends `first`. */
export async function startLiveChat(visitor: Page, server: TestServer, name: string, first: string): Promise<void> {
  await visitor.goto(server.url('/support'));
  await visitor.getByRole('link', { name: 'Ouvrir le chat' }).click();
  // The chat window is an island: it answers once awake.
  await visitor.locator('astro-island:not([ssr]) .live-chat').waitFor();
  await visitor.getByLabel('Votre nom').fill(name);
  await visitor.getByRole('button', { name: 'Démarrer la conversation' }).click();
  await visitor.getByLabel('Votre message').fill(first);
  await visitor.getByRole('button', { name: 'Envoyer', exact: true }).click();
}
