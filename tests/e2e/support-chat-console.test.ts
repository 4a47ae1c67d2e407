/**
 * The agent's console of a live chat follows the chat (issue 36): a waiting chat is taken by the
 * agent who answers it; « Transférer » offers only the other agents online with room; the state
 * shown follows a transfer and the end, after which the answer box is gone; and the visitor's
 * page sees the end too (two browsers against the built server).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { login } from '../support/api';
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

/** A support member with their chat settings; `status` is their own presence, said as their back-office would. */
async function agentAccount(name: string, email: string, { status, ...chat }: Record<string, unknown>) {
  const user = await createRecord(admin.api, admin.token, 'users', { name, email, role: 'support', password: PASSWORD, confirmPassword: PASSWORD });
  const agent = await createRecord(admin.api, admin.token, 'support_chat_agents', { user_id: String(user._id), ...chat });
  if (status !== 'offline') expect((await admin.api.post('/support/presence', { status }, { token: await login(admin.api, email, PASSWORD) })).status).toBe(200);
  return { user: String(user._id), agent: String(agent._id) };
}

describe('the agent’s console of a chat', () => {
  it('is taken by answering, transferred to an agent with room, ended, and shows each state live', async () => {
    const adminId = String(admin.user.id ?? admin.user._id);
    // Alice takes no chat by herself (her back-office puts her online): the chat waits for someone to take it.
    await createRecord(admin.api, admin.token, 'support_chat_agents', { user_id: adminId, auto_accept: false });
    const bernard = await agentAccount('Bernard Disponible', 'bernard@exemple.fr', { status: 'online', auto_accept: false, max_concurrent_chats: 3 });
    await agentAccount('Chloé Absente', 'chloe@exemple.fr', { status: 'offline', auto_accept: false });
    // Denis takes another chat and is then at his limit.
    const denis = await agentAccount('Denis Complet', 'denis@exemple.fr', { status: 'online', auto_accept: true, max_concurrent_chats: 1 });
    const other = await admin.api.post('/support/chat/sessions', { visitor_name: 'Autre Visiteur' });
    await expect.poll(async () => (await readRecord(admin.api, admin.token, 'support_chat_sessions', other.body.id)).agent).toBe(denis.user);
    expect((await admin.api.put(`/support_chat_agents/${denis.agent}`, { auto_accept: false }, { token: admin.token })).status).toBe(200);

    const visitor = await openPage(browser, SITE_SCREEN);
    page = visitor;
    await startLiveChat(visitor, server, 'Nina Visiteuse', 'Bonjour, une question sur ma facture.');
    const [session] = (await admin.api.get('/support_chat_sessions', { token: admin.token, query: { q: 'Nina' } })).body.data;
    expect(session.status).toBe('waiting');

    const agent = await signedInPage(browser, admin);
    page = agent;
    await agent.goto(server.url(`/webmaster/support/chat/${session._id}`));
    const state = agent.getByRole('status', { name: 'État de la conversation' });
    await state.getByText(/^En attente · Aucun agent/).waitFor();
    await agent.getByText('Bonjour, une question sur ma facture.').waitFor();
    await agent.getByLabel(/Votre message/).fill('Bonjour Nina, je regarde votre facture.');
    await agent.getByRole('button', { name: 'Envoyer' }).click();
    await state.getByText(`Active · Agent : ${String(admin.user.name)}`).waitFor();
    await visitor.getByText('Bonjour Nina, je regarde votre facture.').waitFor();
    expect(await readRecord(admin.api, admin.token, 'support_chat_sessions', session._id)).toMatchObject({ status: 'active', agent: adminId });

    await agent.getByRole('button', { name: 'Transférer' }).click();
    const dialog = agent.getByRole('dialog', { name: 'Transférer la conversation' });
    const offered = dialog.getByRole('radiogroup', { name: 'Agent' });
    await offered.getByRole('radio', { name: /Bernard Disponible — 0\/3 conversations/ }).check();
    for (const absent of ['Chloé Absente', 'Denis Complet', String(admin.user.name)]) expect(await offered.getByText(absent).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Transférer' }).click();
    await agent.getByText('Conversation transférée').waitFor();
    await state.getByText('Active · Agent : Bernard Disponible').waitFor();
    expect((await readRecord(admin.api, admin.token, 'support_chat_sessions', session._id)).agent).toBe(bernard.user);

    await agent.getByRole('button', { name: 'Terminer' }).click();
    await state.getByText(/^Terminée/).waitFor();
    await agent.getByText('Cette conversation est terminée.').waitFor();
    expect(await agent.getByLabel(/Votre message/).count()).toBe(0);
    expect(await agent.getByRole('button', { name: 'Terminer' }).count()).toBe(0);
    await visitor.getByText('La conversation est terminée. Comment l’évaluez-vous ?').waitFor();
    await visitor.context().close();
    await agent.context().close();
  });
});
