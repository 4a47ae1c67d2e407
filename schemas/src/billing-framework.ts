/**
 * The French e-invoicing reform's "cadre de facturation" (BT-23, rule BR-FR-08): what kind of
 * invoice is deposited. Its letter is the category of the operation the law wants printed
 * (goods, services, or both); the seller picks a default in the site settings, an invoice may
 * choose another. The less common frames (subcontracting, deposits, e-reporting) are left out.
 */
import type { FieldDef } from './fields';

export const BILLING_FRAMEWORKS = [
  { value: 'S1', label: 'S1 — Prestations de services' },
  { value: 'B1', label: 'B1 — Livraison de biens' },
  { value: 'M1', label: 'M1 — Biens et services (facture double)' },
  { value: 'S2', label: 'S2 — Prestations de services déjà payées' },
  { value: 'B2', label: 'B2 — Livraison de biens déjà payée' },
  { value: 'M2', label: 'M2 — Biens et services déjà payés' },
] as const;

export type BillingFramework = (typeof BILLING_FRAMEWORKS)[number]['value'];

export const DEFAULT_BILLING_FRAMEWORK: BillingFramework = 'S1';

/** The category of the operation, as printed, from the frame's letter. */
export const OPERATION_CATEGORIES: Readonly<Record<string, string>> = {
  S: 'prestations de services',
  B: 'livraison de biens',
  M: 'livraison de biens et prestations de services',
};

export const operationCategory = (framework: string): string => OPERATION_CATEGORIES[framework.charAt(0)] ?? OPERATION_CATEGORIES.S;

/** The mention of the seller who opted to pay VAT on debits (CGI art. 269, 2-c), required on its invoices. */
export const VAT_ON_DEBITS_MENTION = "Option pour le paiement de la TVA d'après les débits";

export const billingFrameworkField = <N extends string>(
  name: N,
  extra: Omit<Partial<FieldDef>, 'name' | 'type' | 'options'> = {},
): FieldDef & { name: N; type: 'select'; options: typeof BILLING_FRAMEWORKS } => ({
  name,
  label: 'Cadre de facturation',
  type: 'select',
  options: BILLING_FRAMEWORKS,
  ...extra,
});
