/**
 * Without an SMTP server, no answer says an e-mail was sent (issue 37 §3): the invitation, the
 * report's share and the invoice reminder answer that their e-mail waits in the outbox, where it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInvoices, dayKeyOf, INVOICE_MESSAGES, MAIL_NO_SERVER, TEAM_MESSAGES, mailOutcome } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { CUSTOMER_IDENTITY, saveSellerIdentity } from '../support/billing-parties';
import { createRecord, listRecords } from '../support/records';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

const outboxTo = async (email: string) => (await listRecords(api, token, 'mail_outbox')).filter((mail) => String(mail.to).includes(email));

describe('an e-mail with no SMTP server', () => {
  it('is an invitation « mise en file d’attente », kept in the outbox', async () => {
    const invited = await api.post('/webmaster/team/invitations', { email: 'nouvelle@exemple.fr', role: 'editor' }, { token });
    expect(invited.status).toBe(201);
    expect(invited.body.mail_status).toBe('outbox');
    expect(mailOutcome(TEAM_MESSAGES.invitation, invited.body.mail_status)).toBe(`Invitation mise en file d'attente ${MAIL_NO_SERVER}`);
    expect((await outboxTo('nouvelle@exemple.fr')).map((mail) => mail.status)).toEqual(['outbox']);
  });

  it('is a report shared with its e-mails in the outbox, said so by the answer', async () => {
    const created = await api.post('/analytics/reports', { name: 'Appareils', template: 'device_performance', configuration: { visualization: 'table' } }, { token });
    expect(created.status).toBe(201);
    const report = created.body;
    const shared = await api.post(`/analytics/reports/${report._id}/share`, { recipients: ['lea@exemple.fr'], permissions: 'view' }, { token });
    expect(shared.status).toBe(200);
    expect(shared.body.message).toBe(`Rapport partagé, e-mail d'avis mis en file d'attente ${MAIL_NO_SERVER}`);
    expect(await outboxTo('lea@exemple.fr')).toHaveLength(1);
  });

  it('is an invoice reminder « mis en file d’attente »', async () => {
    await saveSellerIdentity(api, token);
    await createRecord(api, token, 'users', { name: 'Claire', email: 'claire@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', billing_identity: CUSTOMER_IDENTITY });
    const today = dayKeyOf(new Date());
    const invoice = await createRecord(api, token, 'billing_invoices', {
      user_email: 'claire@exemple.fr',
      description: 'Hébergement',
      status: 'pending',
      date: today,
      due_date: today,
      items: [{ description: 'Hébergement', quantity: 1, unit_price: 10, tax_rate: 20 }],
    });
    const reminded = await api.post(`/billing_invoices/${invoice._id}/send-reminder`, {}, { token });
    expect(reminded.body.reminder.status).toBe('outbox');
    const action = billingInvoices.actions?.find((one) => one.name === 'send-reminder');
    const success = action?.success as (answer: Record<string, unknown>) => string;
    expect(success(reminded.body)).toBe(`Rappel mis en file d'attente ${MAIL_NO_SERVER}`);
    expect(success({ reminder: { status: 'sent' } })).toBe(INVOICE_MESSAGES.reminder.sent);
  });
});
