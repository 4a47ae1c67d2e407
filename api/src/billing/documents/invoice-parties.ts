/**
 * The seller and the customer of an issued document, frozen on it: when an invoice leaves
 * draft (created pending, or finalised) and when a credit note is issued, the seller's legal
 * identity of the site settings and the customer's billing identity are copied onto the record,
 * and its PDF and XML are written from that copy ever after. A person may issue an invoice only
 * once both are complete (French message naming what is missing). The customer's account is
 * kept on the document too (`user_id`): it is how they reach it from their area.
 */
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import {
  billingCreditNotes,
  billingInvoices,
  CUSTOMER_ACCOUNT_MISSING,
  DEFAULT_BILLING_FRAMEWORK,
  customerFromUser,
  customerIncomplete,
  missingCustomerFacts,
  missingSellerFacts,
  sellerFromSite,
  sellerIncomplete,
  users,
  type BillingInvoice,
  type CustomerIdentity,
  type SellerIdentity,
  type User,
  type Values,
} from '@hexagone/schemas';
import type { CrudContext } from '../../crud/crud-hooks';
import { CrudService, invalid } from '../../crud/crud.service';
import { SettingsService } from '../../settings/settings.service';

/** The French e-invoicing choices a document is issued under: its frame (BT-23) and the VAT-on-debits option. */
export interface InvoicingChoices {
  framework: string;
  vatOnDebits: boolean;
}

/** Whether a record holds a frozen copy (an issued document); drafts and older records do not. */
const frozen = (party: unknown): party is Values => typeof party === 'object' && party !== null && Object.values(party).some((value) => value !== undefined && value !== null && value !== '');

@Injectable()
export class InvoicePartiesService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(InvoicePartiesService.name);

  constructor(
    private readonly crud: CrudService,
    private readonly settings: SettingsService,
  ) {}

  onModuleInit(): void {
    this.crud.on(billingInvoices.name, 'billing/documents/invoice-parties', {
      beforeCreate: (values, ctx) => (values.status !== 'draft' ? this.freeze(values, values, ctx) : undefined),
      beforeUpdate: (values, before, ctx) => (before.status === 'draft' && values.status !== undefined && values.status !== 'draft' ? this.freeze(values, { ...before, ...values }, ctx) : undefined),
    });
    // A credit note is issued on its own date by the seller of that day, to the invoice's customer.
    this.crud.on(billingCreditNotes.name, 'billing/documents/invoice-parties', {
      beforeCreate: async (values) => {
        const invoice = await this.crud.model(billingInvoices.name).findById(values.invoice_id).lean<BillingInvoice>().exec();
        values.seller = await this.currentSeller();
        values.customer = frozen(invoice?.customer) ? invoice.customer : await this.currentCustomer(values.user_email);
        values.user_id = invoice?.user_id;
        const choices = await this.choices(invoice ?? {});
        values.billing_framework = choices.framework;
        values.vat_on_debits = choices.vatOnDebits;
      },
    });
  }

  /** Once every model is registered. */
  async onApplicationBootstrap(): Promise<void> {
    await this.adoptOwners().catch((error: unknown) => this.logger.warn(`Rattachement des factures aux comptes clients impossible : ${String(error)}`));
  }

  /**
   * Documents issued before they kept their customer's account: each is given the account of its
   * e-mail, once, so that the customer finds it in their area. Drafts stay nobody's.
   */
  private async adoptOwners(): Promise<void> {
    for (const resource of [billingInvoices, billingCreditNotes]) {
      const model = this.crud.model(resource.name);
      const orphans = { user_id: { $in: [null, ''] }, status: { $ne: 'draft' } };
      const emails = new Set((await model.find(orphans, { user_email: 1 }).lean<Values[]>().exec()).map((record) => record.user_email));
      for (const email of emails) {
        const account = await this.account(email);
        if (account) await model.updateMany({ ...orphans, user_email: email }, { $set: { user_id: String(account._id) } }).exec();
      }
    }
  }

  async currentSeller(): Promise<SellerIdentity> {
    return sellerFromSite(await this.settings.site());
  }

  async currentCustomer(email: unknown): Promise<CustomerIdentity> {
    return customerFromUser(String(email ?? '').trim(), await this.account(email));
  }

  /** The document's own choices once issued; before, the invoice's frame or the settings' default, and today's option. */
  async choices(record: Values): Promise<InvoicingChoices> {
    const site = typeof record.vat_on_debits === 'boolean' && record.billing_framework ? {} : await this.settings.site();
    return {
      framework: String(record.billing_framework || site.invoicing_framework || DEFAULT_BILLING_FRAMEWORK),
      vatOnDebits: typeof record.vat_on_debits === 'boolean' ? record.vat_on_debits : site.vat_on_debits === true,
    };
  }

  /** The parties a document is written with: its frozen copy once issued, today's before (a draft's preview). */
  async of(record: Values): Promise<{ seller: SellerIdentity; customer: CustomerIdentity } & InvoicingChoices> {
    return {
      seller: frozen(record.seller) ? (record.seller as unknown as SellerIdentity) : await this.currentSeller(),
      customer: frozen(record.customer) ? (record.customer as unknown as CustomerIdentity) : await this.currentCustomer(record.user_email),
      ...(await this.choices(record)),
    };
  }

  private account(email: unknown): Promise<User | null> {
    const address = String(email ?? '').trim().toLowerCase();
    return address ? this.crud.model(users.name).findOne({ email: address }).lean<User>().exec() : Promise.resolve(null);
  }

  /**
   * Copies both parties onto the invoice being issued. A person's request is refused while either
   * is incomplete; the server's own writes (the demo seed) are kept with what there is.
   */
  private async freeze(values: Values, invoice: Values, ctx: CrudContext): Promise<void> {
    const seller = await this.currentSeller();
    const account = await this.account(invoice.user_email);
    const customer = customerFromUser(String(invoice.user_email ?? '').trim(), account);
    if (ctx.user) {
      const sellerMissing = missingSellerFacts(seller);
      if (sellerMissing.length) throw invalid({ seller: sellerIncomplete(sellerMissing) }, sellerIncomplete(sellerMissing));
      if (!account) throw invalid({ user_email: CUSTOMER_ACCOUNT_MISSING }, CUSTOMER_ACCOUNT_MISSING);
      const customerMissing = missingCustomerFacts(customer);
      if (customerMissing.length) throw invalid({ user_email: customerIncomplete(customerMissing) }, customerIncomplete(customerMissing));
    }
    values.seller = seller;
    values.customer = customer;
    if (account) values.user_id = String(account._id);
    const choices = await this.choices({ billing_framework: invoice.billing_framework });
    values.billing_framework = choices.framework;
    values.vat_on_debits = choices.vatOnDebits;
  }
}
