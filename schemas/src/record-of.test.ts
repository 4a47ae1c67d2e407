import { describe, expectTypeOf, it } from 'vitest';
import type { BILLING_FRAMEWORKS } from './billing-framework';
import type { BillingCreditNote } from './resources/billing_credit_notes';
import type { BillingInvoice, INVOICE_STATUSES } from './resources/billing_invoices';
import type { BillingSubscription, SUBSCRIPTION_STATUSES } from './resources/billing_subscriptions';
import type { ServiceInstance, InstanceStatus } from './resources/service_instances';
import type { ChatAgent } from './resources/support_chat_agents';
import type { ChatSession } from './resources/support_chat_sessions';
import type { SupportTicketMessage } from './resources/support_ticket_messages';
import type { SupportTicket } from './resources/support_tickets';
import type { User } from './resources/users';
import type { ACCOUNT_ROLES } from './roles';
import type { StoredFile } from './private-files';

describe('RecordOf', () => {
  it('types each declared field by its kind: options as their values, numbers, switches, arrays', () => {
    type Instance = ServiceInstance;
    expectTypeOf<Instance['status']>().toEqualTypeOf<InstanceStatus | undefined>();
    expectTypeOf<Instance['name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Instance['nodes']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Instance['auto_start']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Instance['backups']>().toEqualTypeOf<Record<string, unknown>[] | undefined>();
    expectTypeOf<Instance['cpu']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Instance['_id']>().toEqualTypeOf<string>();
    expectTypeOf<ChatSession['satisfaction']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ChatAgent['auto_accept']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<User['role']>().toEqualTypeOf<(typeof ACCOUNT_ROLES)[number]['value'] | undefined>();
    expectTypeOf<User['permissions']>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<User['billing_identity']>().toEqualTypeOf<Record<string, unknown> | undefined>();
  });

  it('keeps the name and kind of the fields shared helpers make, so that no other name is a field', () => {
    expectTypeOf<BillingInvoice['status']>().toEqualTypeOf<(typeof INVOICE_STATUSES)[number]['value'] | undefined>();
    expectTypeOf<BillingInvoice['total']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<BillingInvoice['items']>().toEqualTypeOf<Record<string, unknown>[] | undefined>();
    expectTypeOf<BillingInvoice['billing_framework']>().toEqualTypeOf<(typeof BILLING_FRAMEWORKS)[number]['value'] | undefined>();
    expectTypeOf<BillingInvoice['customer']>().toEqualTypeOf<Record<string, unknown> | undefined>();
    expectTypeOf<BillingInvoice>().not.toHaveProperty('amount');
    expectTypeOf<SupportTicketMessage['author_name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<SupportTicketMessage['ticket_id']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<BillingSubscription['status']>().toEqualTypeOf<(typeof SUBSCRIPTION_STATUSES)[number]['value'] | undefined>();
    expectTypeOf<BillingCreditNote['invoice_id']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<BillingCreditNote>().not.toHaveProperty('status');
    expectTypeOf<BillingSubscription['payment_method']>().toEqualTypeOf<Record<string, unknown> | undefined>();
  });

  it('types a file field as the stored files it keeps, several when it takes several', () => {
    expectTypeOf<SupportTicket['attachments']>().toEqualTypeOf<StoredFile[] | undefined>();
  });

  it('is a record the generic code takes as its values', () => {
    expectTypeOf<ServiceInstance>().toMatchTypeOf<Record<string, unknown>>();
    expectTypeOf<BillingInvoice>().toMatchTypeOf<Record<string, unknown>>();
    expectTypeOf<SupportTicket>().toMatchTypeOf<Record<string, unknown>>();
    expectTypeOf<ChatSession>().toMatchTypeOf<Record<string, unknown>>();
    expectTypeOf<ChatAgent>().toMatchTypeOf<Record<string, unknown>>();
    expectTypeOf<User>().toMatchTypeOf<Record<string, unknown>>();
  });
});
