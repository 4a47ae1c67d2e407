/**
 * The page of a ticket as an agent works it (issue 36), in two browsers against the built
 * server: a visitor answers on their follow link with a file, and the agent's open page shows it
 * at once with its attachment, beside the SLA and the customer's other ticket; the agent adds an
 * internal note with a file and answers with a canned response typed « /… »; the visitor then
 * reads the answer, never the note. The agent hides a message with a reason; its trace stays.
 * Closing asks first; a visitor's closed ticket offers a new ticket linked to it; the agent
 * reopens a closed ticket with a reason.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord, listRecords } from '../support/records';
import { screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';
import { SITE_SCREEN } from '../support/site-visitor';

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

/** A visitor's ticket from the public form's endpoint, and its follow link from the receipt. */
async function visitorTicket(subject: string) {
  const sent = await admin.api.post('/support/tickets', {
    visitor_name: 'Valérie Visiteuse',
    visitor_email: 'valerie@exemple.fr',
    subject,
    category: 'technical',
    description: `${subject} : pouvez-vous regarder ?`,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const [receipt] = (await listRecords(admin.api, admin.token, 'mail_outbox', { q: 'valerie@exemple.fr' })).filter((mail) =>
    String(mail.subject).startsWith(`[${sent.body.number}]`),
  );
  const link = new URL(/https?:\/\/\S+\/support\/ticket\?\S+/.exec(String(receipt.text))![0]);
  return { number: String(sent.body.number), id: link.searchParams.get('id')!, path: `${link.pathname}${link.search}` };
}

describe('the page of a ticket', () => {
  it('shows the thread live with attachments, the SLA and the other tickets, takes a note and a canned answer', async () => {
    const earlier = await visitorTicket('Sauvegarde manquante');
    const ticket = await visitorTicket('Certificat expiré');
    await createRecord(admin.api, admin.token, 'support_chat_responses', {
      shortcut: '/certificat',
      category: 'technical',
      title: 'Certificat renouvelé',
      content: 'Votre certificat a été renouvelé, il est valable un an.',
    });

    const agent = await signedInPage(browser, admin);
    page = agent;
    await agent.goto(server.url('/webmaster/support/tickets'));
    const row = agent.getByRole('row').filter({ hasText: ticket.number });
    // The visitor is the client (name and e-mail), and the table fits its 1 170 px box at 1 440 px, SLA and actions on screen.
    await row.getByRole('cell', { name: 'Valérie Visiteuse — valerie@exemple.fr' }).waitFor();
    const fit = await agent.locator('table').evaluate((table) => ({ table: table.scrollWidth, box: table.parentElement!.clientWidth }));
    expect(fit.table).toBeLessThanOrEqual(fit.box);
    expect(fit.box).toBeLessThanOrEqual(1170);
    for (const header of ['SLA', 'Temps de réponse', 'Actions']) expect(await agent.getByRole('columnheader', { name: header }).isVisible()).toBe(true);
    await row.getByRole('link', { name: 'Conversation' }).click();
    await agent.getByRole('heading', { name: `${ticket.number} — Certificat expiré` }).waitFor();
    const thread = agent.getByRole('region', { name: 'Fil du ticket' });
    await thread.getByRole('article', { name: 'Demande du client — Valérie Visiteuse' }).getByText('Certificat expiré : pouvez-vous regarder ?').waitFor();
    const sla = agent.getByRole('region', { name: 'SLA' });
    await sla.getByText('Première réponse — objectif 8 h').waitFor();
    await sla.getByText('Résolution — objectif 40 h').waitFor();
    const details = agent.getByRole('region', { name: 'Détails du ticket' });
    await details.getByText('valerie@exemple.fr').waitFor();
    await details.getByText('Non assigné').waitFor();
    await agent.getByRole('region', { name: 'Autres tickets du client' }).getByRole('link', { name: new RegExp(`${earlier.number} — Sauvegarde manquante`) }).waitFor();

    // The visitor answers with a file: the agent's open page shows it, attachment included.
    const visitor = await openPage(browser, SITE_SCREEN);
    page = visitor;
    await visitor.goto(server.url(ticket.path));
    await visitor.getByLabel('Votre réponse').fill('Voici la capture de l’erreur.');
    await visitor.getByLabel(/^Joindre des fichiers/).setInputFiles({ name: 'erreur.txt', mimeType: 'text/plain', buffer: Buffer.from('NET::ERR_CERT_DATE_INVALID\n') });
    await visitor.getByRole('button', { name: 'Envoyer' }).click();
    await visitor.getByText('Votre réponse a été envoyée.').waitFor();
    page = agent;
    const answer = thread.getByRole('article', { name: 'Client — Valérie Visiteuse' });
    await answer.getByText('Voici la capture de l’erreur.').waitFor({ timeout: 5_000 });
    await answer.getByRole('list', { name: 'Pièces jointes' }).getByText('erreur.txt').waitFor();

    // An internal note with a file, marked as such in the same thread.
    const box = agent.getByRole('form', { name: 'Répondre au ticket' });
    await box.getByLabel('Note interne (visible du support uniquement)').check();
    await box.getByLabel(/^Note interne/, { exact: false }).last().fill('Le renouvellement automatique a échoué, voir le journal.');
    await box.locator('input[type="file"]').setInputFiles({ name: 'renouvellement.txt', mimeType: 'text/plain', buffer: Buffer.from('certbot: échec du défi HTTP-01\n') });
    await box.getByRole('button', { name: 'Ajouter la note' }).click();
    await agent.getByText('Note interne ajoutée').waitFor();
    const note = thread.getByRole('article', { name: new RegExp(`^Note interne — ${String(admin.user.name)}`) });
    await note.getByText('Le renouvellement automatique a échoué, voir le journal.').waitFor();
    await note.getByText('renouvellement.txt').waitFor();

    // The reply, from a canned response picked by its shortcut.
    await box.getByLabel(/^Réponse au client/).fill('Bonjour,\n/cert');
    await box.getByRole('list', { name: 'Réponses prédéfinies' }).getByRole('button', { name: /\/certificat — Certificat renouvelé/ }).click();
    await expect.poll(() => box.getByLabel(/^Réponse au client/).inputValue()).toBe('Bonjour,\nVotre certificat a été renouvelé, il est valable un an.');
    await box.getByRole('button', { name: 'Envoyer la réponse' }).click();
    // No mail server here: the answer is kept and its e-mail waits in the outbox, which the notice says and links to (issue 37 §3).
    const queued = agent.getByRole('alert').filter({ hasText: "Réponse enregistrée — e-mail mis en file d'attente (aucun serveur d'envoi configuré)" });
    await queued.waitFor();
    expect(await queued.getByRole('link', { name: 'Voir la boîte d’envoi' }).getAttribute('href')).toBe('/webmaster/system/outbox');
    expect(await agent.getByText('Réponse envoyée').count()).toBe(0);
    await thread.getByRole('article', { name: new RegExp(`^Réponse du support — ${String(admin.user.name)}`) }).getByText('Votre certificat a été renouvelé').waitFor();
    await details.getByText('En attente', { exact: true }).waitFor();
    const used = (await listRecords(admin.api, admin.token, 'support_chat_responses', { q: 'certificat' }))[0];
    expect(used.usage_count).toBe(1);

    // The visitor reads the answer, never the note.
    page = visitor;
    await visitor.reload();
    await visitor.getByText('Votre certificat a été renouvelé, il est valable un an.').waitFor();
    expect(await visitor.getByText('Le renouvellement automatique a échoué').count()).toBe(0);

    // A message is hidden with a reason, never deleted: its trace stays in the thread.
    page = agent;
    await answer.getByRole('button', { name: 'Masquer' }).click();
    const dialog = agent.getByRole('dialog', { name: 'Masquer le message' });
    await dialog.getByLabel(/^Motif/).fill('Capture envoyée par erreur');
    await dialog.getByRole('button', { name: 'Masquer' }).click();
    await answer.getByText(/Message masqué par .* — motif : Capture envoyée par erreur/).waitFor();
    expect(await answer.getByText('Voici la capture de l’erreur.').count()).toBe(0);
    await answer.getByRole('button', { name: 'Afficher le texte' }).click();
    await answer.getByText('Voici la capture de l’erreur.').waitFor();
    await visitor.context().close();
    await agent.context().close();
  });

  it('closes after asking, offers the visitor a new ticket linked to the closed one, and is reopened with a reason', async () => {
    const ticket = await visitorTicket('Nom de domaine perdu');
    const agent = await signedInPage(browser, admin);
    page = agent;
    await agent.goto(server.url('/webmaster/support/tickets'));
    await agent.getByRole('row').filter({ hasText: ticket.number }).getByRole('checkbox').check();
    await agent.getByText('1 sélectionné(s)').first().waitFor();
    await agent.getByRole('button', { name: 'Fermer', exact: true }).click();
    const confirm = agent.getByRole('dialog', { name: 'Fermer les tickets' });
    await confirm.getByText(/Un ticket fermé ne reçoit plus de réponse/).waitFor();
    await confirm.getByRole('button', { name: 'Fermer' }).click();
    await agent.getByText('Ticket fermé', { exact: true }).waitFor();

    // The visitor's link: closed, and a new ticket that follows it.
    const visitor = await openPage(browser, SITE_SCREEN);
    page = visitor;
    await visitor.goto(server.url(ticket.path));
    await visitor.getByText('Ce ticket est fermé : il ne reçoit plus de réponse.').waitFor();
    const followUp = visitor.getByRole('form', { name: 'Ouvrir un nouveau ticket' });
    await followUp.getByLabel('Votre nouvelle demande').fill('Le domaine a expiré de nouveau.');
    await followUp.getByRole('button', { name: 'Ouvrir un nouveau ticket' }).click();
    await visitor.getByRole('heading', { name: new RegExp(`— Suite de ${ticket.number} : Nom de domaine perdu`) }).waitFor();
    await visitor.getByText('Le domaine a expiré de nouveau.').waitFor();
    await visitor.context().close();

    // The agent reopens the closed ticket with a reason, kept as an internal note.
    page = agent;
    await agent.goto(server.url(`/webmaster/support/tickets/${ticket.id}/show`));
    const details = agent.getByRole('region', { name: 'Détails du ticket' });
    await details.getByText('Fermé', { exact: true }).waitFor();
    await agent.getByText('Ce ticket est fermé : il ne reçoit plus de réponse').waitFor();
    await details.getByRole('button', { name: 'Rouvrir' }).click();
    const dialog = agent.getByRole('dialog', { name: 'Rouvrir le ticket' });
    await dialog.getByLabel(/^Motif/).fill('Le client a rappelé au téléphone');
    await dialog.getByRole('button', { name: 'Rouvrir' }).click();
    await agent.getByText('Ticket rouvert', { exact: true }).waitFor();
    await details.getByText('Ouvert', { exact: true }).waitFor();
    await agent.getByRole('region', { name: 'Fil du ticket' }).getByRole('article', { name: /^Note interne/ }).getByText('Ticket rouvert : Le client a rappelé au téléphone').waitFor();
    await agent.getByRole('form', { name: 'Répondre au ticket' }).waitFor();
    await agent.context().close();
  });
});
