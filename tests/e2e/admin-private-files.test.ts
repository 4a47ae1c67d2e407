/**
 * A ticket's attachments in the back-office, in Debian's Chromium against the real built
 * server: files picked are checked in the browser, then by their bytes on the server, saved
 * with the ticket, and downloaded from its page through a signed link under their own name.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as samples from '../../api/src/platform/files/test-files';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord } from '../support/records';
import { screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let page: Page;
let admin: AdminSession;
let ticketId: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  const ticket = await createRecord(admin.api, admin.token, 'support_tickets', {
    subject: 'Facture illisible',
    user_id: admin.user.id,
    category: 'billing',
    description: 'Voir les pièces jointes.',
  });
  ticketId = ticket._id as string;
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

describe('ticket attachments', () => {
  it('refuses what the browser or the server finds wrong, then saves the files with the ticket', async () => {
    await page.goto(server.url(`/webmaster/support/tickets/${ticketId}`));
    const input = page.getByLabel('Pièces jointes');
    await input.waitFor({ state: 'attached' });

    await input.setInputFiles({ name: 'outil.exe', mimeType: 'application/octet-stream', buffer: samples.EXE });
    await page.getByText('Types de fichiers acceptés: images, PDF, DOC, DOCX, texte').first().waitFor();
    // Named as a picture, the bytes are a PDF: the server says so.
    await input.setInputFiles({ name: 'capture.png', mimeType: 'image/png', buffer: samples.PDF });
    await page.getByText('Le contenu du fichier ne correspond pas à son extension (.png)').first().waitFor();

    await input.setInputFiles([
      { name: 'Relevé d’erreur.txt', mimeType: 'text/plain', buffer: samples.TEXT },
      { name: 'capture.png', mimeType: 'image/png', buffer: samples.PNG },
    ]);
    await page.getByText('Relevé d’erreur.txt').waitFor();
    await page.getByText('capture.png').waitFor();
    await page.getByRole('button', { name: 'Retirer capture.png' }).click();
    await expect.poll(() => page.getByText('capture.png').count()).toBe(0);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Élément modifié avec succès').first().waitFor();
    const stored = (await admin.api.get(`/support_tickets/${ticketId}`, { token: admin.token })).body.attachments;
    expect(stored).toEqual([{ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: 'Relevé d’erreur.txt', size: samples.TEXT.length, type: 'text/plain; charset=utf-8' }]);
  });

  it("downloads a saved file from the ticket's page under its own name", async () => {
    await page.goto(server.url(`/webmaster/support/tickets/${ticketId}/show`));
    const link = page.getByRole('button', { name: 'Relevé d’erreur.txt' });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Relevé d’erreur.txt');
    expect(download.url()).toMatch(/\/api\/files\/[0-9a-f]{32}\?signature=/);
    expect(await readFile(await download.path())).toEqual(samples.TEXT);
  });
});
