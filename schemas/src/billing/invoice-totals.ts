/**
 * An invoice's amounts, computed from its lines (spec 3 §3: subtotal, tax amount and total
 * are read-only). Each line is rounded to the cent before summing, as a printed invoice reads.
 */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unit_price: number;
  /** Percent (20 for French standard VAT). */
  tax_rate: number;
}

export interface InvoiceTotals {
  subtotal: number;
  tax_amount: number;
  total: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  let subtotal = 0;
  let tax = 0;
  for (const line of lines) {
    const amount = cents(line.quantity * line.unit_price);
    subtotal += amount;
    tax += cents((amount * line.tax_rate) / 100);
  }
  return { subtotal: cents(subtotal), tax_amount: cents(tax), total: cents(subtotal + tax) };
}

/** A French message for the first malformed line, or nothing when every line is usable. */
export function invoiceLinesError(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return 'La facture doit comporter au moins une ligne';
  for (const [index, line] of value.entries()) {
    const at = `Ligne ${index + 1} :`;
    if (!line || typeof line !== 'object' || Array.isArray(line)) return `${at} ligne invalide`;
    const { description, quantity, unit_price, tax_rate } = line as Record<string, unknown>;
    if (typeof description !== 'string' || !description.trim()) return `${at} la description est requise`;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return `${at} la quantité doit être positive`;
    if (typeof unit_price !== 'number' || !Number.isFinite(unit_price) || unit_price < 0) return `${at} le prix unitaire doit être positif ou nul`;
    if (typeof tax_rate !== 'number' || !Number.isFinite(tax_rate) || tax_rate < 0 || tax_rate > 100) return `${at} le taux de TVA doit être entre 0 et 100`;
  }
  return undefined;
}
