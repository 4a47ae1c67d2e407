/**
 * The payment terms of the terms of sale (CGV, spec 1 §9 and spec 3 §9) that every invoice
 * repeats: the CGV page (site/src/data/legal.ts) and the invoice PDFs (api/src/billing/documents)
 * both read them here, so a figure changed once changes on both.
 */
export interface PaymentTerms {
  vatPercent: number;
  paymentDays: number;
  latePenaltyTimesLegalRate: number;
  recoveryFeeEuros: number;
  suspensionAfterDays: number;
}

export const PAYMENT_TERMS: Readonly<PaymentTerms> = {
  /** VAT rate of the services, percent. */
  vatPercent: 20,
  /** Invoices of companies are payable this many days after their date. */
  paymentDays: 30,
  /** Late-payment penalty: this many times the French legal interest rate (Code de commerce, L441-10). */
  latePenaltyTimesLegalRate: 3,
  /** Fixed indemnity for recovery costs owed by a late business payer (D441-5). */
  recoveryFeeEuros: 40,
  /** Services may be suspended after this many days of delay. */
  suspensionAfterDays: 15,
};
