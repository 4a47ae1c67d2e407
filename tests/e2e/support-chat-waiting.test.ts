/**
 * The visitor who waits for a free agent (issue 36): with the only agent at her limit, the panel
 * says the visitor waits and their place, which moves up live as the chat ahead is taken; after
 * the chat settings' delay they leave a message, which becomes a ticket with the conversation:
 * the visitor gets its number and private link, the agent finds it in the back-office (a visitor
 * and an agent, two browsers against the built server).
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

describe('a visitor waiting for a free agent', () => {
  it('sees their place move up, then leaves a message that becomes a ticket the agent finds', async () => {
    const user = await createRecord(admin.api, admin.token, 'users', { name: 'Inès Occupée', email: 'ines@exemple.fr', role: 'support', password: PASSWORD, confirmPassword: PASSWORD });
    await createRecord(admin.api, admin.token, 'support_chat_agents', { user_id: String(user._id), max_concurrent_chats: 1 });
    expect((await admin.api.put('/support_chat_settings', { leave_message_after: 0 }, { token: admin.token })).status).toBe(200);

    const agent = await signedInPage(browser, await sessionOf(admin.api, await login(admin.api, 'ines@exemple.fr', PASSWORD)));
    page = agent;
    await agent.goto(server.url('/webmaster/support/chat'));
    await agent.getByRole('button', { name: 'Présence au chat : En ligne' }).waitFor();
    // Inès takes a first chat and is then at her limit; a second visitor waits before ours.
    const { body: first } = await admin.api.post('/support/chat/sessions', { visitor_name: 'Premier Visiteur' });
    await expect.poll(async () => (await readRecord(admin.api, admin.token, 'support_chat_sessions', first.id)).status).toBe('active');
    const { body: second } = await admin.api.post('/support/chat/sessions', { visitor_name: 'Second Visiteur' });
    expect(second.status).toBe('waiting');

    const visitor = await openPage(browser, SITE_SCREEN);
    page = visitor;
    await startLiveChat(visitor, server, 'Chloé Patiente', 'Bonjour, ma facture de novembre est en double.');
    const panel = visitor.locator('.live-chat');
    await panel.getByText('Tous nos agents sont occupés : vous êtes en attente, le premier libre vous répondra.').waitFor();
    await panel.getByText('Votre place dans la file d’attente : 2').waitFor();
    expect(await panel.getByText('Un membre de notre équipe vous répond en direct.').count()).toBe(0);

    // Inès ends her chat: the second visitor's chat is hers, and ours moves up.
    expect((await admin.api.post(`/support_chat_sessions/${first.id}/end`, {}, { token: admin.token })).status).toBe(200);
    await panel.getByText('Vous êtes le prochain dans la file d’attente.').waitFor();

    await panel.getByRole('button', { name: 'Laisser un message' }).click();
    const form = panel.getByRole('form', { name: 'Laisser un message' });
    expect(await form.getByLabel('Votre nom').inputValue()).toBe('Chloé Patiente');
    await form.getByLabel('Votre e-mail').fill('chloe@exemple.fr');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await panel.getByText(/^Votre message est enregistré sous le numéro T-\d{4}-\d{5}\./).waitFor();
    expect(await panel.getByLabel('Votre message').count()).toBe(0);
    const follow = panel.getByRole('link', { name: /^Suivre votre demande T-\d{4}-\d{5}$/ });
    const number = (await follow.textContent())!.replace('Suivre votre demande ', '');

    // The agent finds the ticket, with the conversation, in the back-office.
    page = agent;
    await agent.goto(server.url('/webmaster/support/tickets'));
    await agent.getByRole('cell', { name: 'Conversation du chat en direct' }).waitFor();
    const [ticket] = (await admin.api.get('/support_tickets', { token: admin.token, query: { q: number } })).body.data;
    expect(ticket).toMatchObject({ visitor_name: 'Chloé Patiente', visitor_email: 'chloe@exemple.fr' });
    expect(ticket.description).toContain('Chloé Patiente : Bonjour, ma facture de novembre est en double.');

    // The visitor's private link opens the ticket with the conversation.
    page = visitor;
    await follow.click();
    await visitor.getByText(/Chloé Patiente : Bonjour, ma facture de novembre est en double\./).first().waitFor();
    await visitor.context().close();
    await agent.context().close();
  });
});
