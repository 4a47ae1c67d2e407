/**
 * An agent's presence follows their back-office (issue 36): a seeded agent who never signed in is
 * offline and gets no chat; signed in, the header puts them « En ligne » and the waiting chat is
 * theirs; « Absent » in the header keeps new chats away; signing out puts them offline. A support
 * member becomes a chat agent only by « Rejoindre le chat en direct ». A new chat
 * started by a visitor in another browser reaches the agent's console within 2 s, with a chime the
 * agent can turn off (and which stays off after a reload).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { login } from '../support/api';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord, readRecord } from '../support/records';
import { screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';
import { SITE_SCREEN } from '../support/site-visitor';
import { startLiveChat } from '../support/live-chat';

const PASSWORD = 'Motdepasse-solide-1';

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let page: Page | undefined;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

/** A support member with an agent record who has never opened the back-office. */
async function agentAccount(name: string, email: string, chat: Record<string, unknown> = {}) {
  const user = await createRecord(admin.api, admin.token, 'users', { name, email, role: 'support', password: PASSWORD, confirmPassword: PASSWORD });
  const agent = await createRecord(admin.api, admin.token, 'support_chat_agents', { user_id: String(user._id), ...chat });
  return { user: String(user._id), agent: String(agent._id), email };
}

const agentStatus = async (agent: string) => (await readRecord(admin.api, admin.token, 'support_chat_agents', agent)).status;
const sessionStatus = async (id: string) => (await readRecord(admin.api, admin.token, 'support_chat_sessions', id)).status;

/** Counts the notes of the new-chat chime the page plays (its Web Audio oscillators started). */
const countChimes = () => {
  const counted = window as unknown as { chimes: number };
  counted.chimes = 0;
  const prototype = OscillatorNode.prototype;
  const start = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(prototype) as object, 'start')?.value as (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) => void;
  prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
    counted.chimes += 1;
    start.apply(this, args);
  };
};
const chimes = (on: Page) => on.evaluate(() => (window as unknown as { chimes: number }).chimes);

describe('an agent’s presence at the live chat', () => {
  it('follows their sign-in: offline before, online in the back-office, away by the header, offline after signing out', async () => {
    const ines = await agentAccount('Inès Présente', 'ines@exemple.fr');
    expect(await agentStatus(ines.agent)).toBe('offline');
    const { body: chat } = await admin.api.post('/support/chat/sessions', { visitor_name: 'Visiteur Matinal' });
    expect(chat.status).toBe('waiting');

    const agent = await signedInPage(browser, await sessionOf(admin.api, await login(admin.api, ines.email, PASSWORD)));
    page = agent;
    await agent.goto(server.url('/webmaster/support/chat'));
    await agent.getByRole('button', { name: 'Présence au chat : En ligne' }).waitFor();
    expect(await agentStatus(ines.agent)).toBe('online');
    await expect.poll(() => sessionStatus(chat.id)).toBe('active');
    expect((await readRecord(admin.api, admin.token, 'support_chat_sessions', chat.id)).agent).toBe(ines.user);

    await agent.getByRole('button', { name: 'Présence au chat : En ligne' }).click();
    await agent.getByRole('menuitem', { name: /^Absent/ }).click();
    await agent.getByRole('button', { name: 'Présence au chat : Absent' }).waitFor();
    await expect.poll(() => agentStatus(ines.agent)).toBe('away');
    expect((await admin.api.post('/support/chat/sessions', { visitor_name: 'Visiteur Pendant Absence' })).body.status).toBe('waiting');
    // The choice stays with a reload.
    await agent.reload();
    await agent.getByRole('button', { name: 'Présence au chat : Absent' }).waitFor();

    await agent.getByRole('button', { name: 'Présence au chat : Absent' }).click();
    await agent.getByRole('menuitem', { name: /^En ligne/ }).click();
    await expect.poll(() => agentStatus(ines.agent)).toBe('online');

    await agent.keyboard.press('Escape');
    await agent.getByRole('button', { name: 'Profil' }).click();
    await agent.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await agent.waitForURL(/\/login/);
    await expect.poll(() => agentStatus(ines.agent)).toBe('offline');
    await agent.context().close();
  });

  it('makes a support member a chat agent only when they join from the header, never by signing in', async () => {
    const user = await createRecord(admin.api, admin.token, 'users', { name: 'Noé Nouveau', email: 'noe@exemple.fr', role: 'support', password: PASSWORD, confirmPassword: PASSWORD });
    const agent = await signedInPage(browser, await sessionOf(admin.api, await login(admin.api, 'noe@exemple.fr', PASSWORD)));
    page = agent;
    await agent.goto(server.url('/webmaster/support/chat'));
    await agent.getByRole('button', { name: 'Présence au chat : Hors ligne' }).click();
    const join = agent.getByRole('menuitem', { name: /^Rejoindre le chat en direct/ });
    await join.waitFor();
    const records = async () => (await admin.api.get('/support_chat_agents', { token: admin.token, query: { limit: '100' } })).body.data.filter((one: { user_id: unknown }) => String(one.user_id) === String(user._id));
    expect(await records()).toHaveLength(0);
    await join.click();
    await agent.getByRole('button', { name: 'Présence au chat : En ligne' }).waitFor();
    expect((await records()).map((one: { status: string }) => one.status)).toEqual(['online']);
    await agent.context().close();
  });

  it('brings a visitor’s new chat to the console within 2 s, with a chime the agent can turn off', async () => {
    const jade = await agentAccount('Jade Console', 'jade@exemple.fr', { auto_accept: false });
    const agent = await signedInPage(browser, await sessionOf(admin.api, await login(admin.api, jade.email, PASSWORD)));
    page = agent;
    await agent.addInitScript(countChimes);
    // Once online, the header listens to the sessions' stream.
    const listening = agent.waitForResponse((response) => response.url().includes('/api/streams/support_chat_sessions'));
    await agent.goto(server.url('/webmaster/support/chat'));
    await agent.getByRole('button', { name: 'Présence au chat : En ligne' }).waitFor();
    await listening;

    const visitor = await openPage(browser, SITE_SCREEN);
    await visitor.goto(server.url('/support'));
    await visitor.getByRole('link', { name: 'Ouvrir le chat' }).click();
    await visitor.locator('astro-island:not([ssr]) .live-chat').waitFor();
    await visitor.getByLabel('Votre nom').fill('Zoé Pressée');
    const asked = Date.now();
    await visitor.getByRole('button', { name: 'Démarrer la conversation' }).click();
    await agent.getByText('Nouvelle conversation : Zoé Pressée').waitFor({ timeout: 2_000 });
    await agent.getByRole('cell', { name: 'Zoé Pressée' }).waitFor({ timeout: 2_000 });
    expect(Date.now() - asked).toBeLessThan(2_000);
    expect(await chimes(agent)).toBe(2);

    // Turned off, the chime stays off after a reload; the notice still comes.
    await agent.getByRole('button', { name: 'Présence au chat : En ligne' }).click();
    await agent.getByLabel('Son et notification à chaque nouvelle conversation').uncheck();
    await agent.keyboard.press('Escape');
    const listeningAgain = agent.waitForResponse((response) => response.url().includes('/api/streams/support_chat_sessions'));
    await agent.reload();
    await agent.getByRole('button', { name: 'Présence au chat : En ligne' }).waitFor();
    await listeningAgain;
    const another = await openPage(browser, SITE_SCREEN);
    await startLiveChat(another, server, 'Yann Discret', 'Bonjour, une question.');
    await agent.getByText('Nouvelle conversation : Yann Discret').waitFor({ timeout: 5_000 });
    expect(await chimes(agent)).toBe(0);
    await visitor.context().close();
    await another.context().close();
    await agent.context().close();
  });
});
