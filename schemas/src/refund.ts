/**
 * The lines of a credit note refunding part or all of an invoice, exact to the cent: the
 * credit note's total (computed by `lineTotals` like any invoice) is the refunded amount.
 *
 * The amount is shared among the invoice's VAT rates in proportion to what each rate weighs in
 * the invoice's total (largest remainders, in cents). Each share becomes one line at its rate,
 * quantity 1, whose price before VAT is the one giving exactly the share once the VAT is
 * rounded; when rounding makes that share unreachable in one line (20 % of 3 cents), a second
 * line of a few cents at the same rate makes up the difference.
 */
import { fromCents, lineTotals, percentOfCents, toCents, type InvoiceLine } from './money';
import { toNumber } from './validation/rules';

// A type rather than an interface: it is then a line of a typed credit note (a record's Values).
export type CreditLine = {
  description: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
};

/** A line's total in cents at `rate` for `net` cents before VAT. */
const grossOf = (net: number, rate: number) => net + percentOfCents(net, rate);

/** Prices before VAT (cents) of one or two lines at `rate` whose totals add up to `gross` cents. */
export function netLinesFor(gross: number, rate: number): number[] {
  const single = oneLine(gross, rate);
  if (single.length) return single;
  // Unreachable in one line: a small second line closes the gap.
  for (let small = 1; small <= Math.min(gross, 200); small += 1) {
    const rest = gross - grossOf(small, rate);
    if (rest < 0) break;
    const [net] = oneLine(rest, rate);
    if (net !== undefined) return [net, small];
  }
  throw new Error(`no exact split of ${gross} cents at ${rate} %`);
}

/** The price before VAT of one line at `rate` totalling `gross` cents, if there is one. */
function oneLine(gross: number, rate: number): number[] {
  const guess = Math.round((gross * 100) / (100 + rate));
  for (let delta = 0; delta <= 2; delta += 1) {
    for (const net of [guess - delta, guess + delta]) if (net >= 0 && grossOf(net, rate) === gross) return [net];
  }
  return [];
}

/** Shares `amount` cents in proportion to `weights` (largest remainders): the shares add up to `amount`. */
export function shareCents(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** The credit note's lines refunding `amount` euros of an invoice with these lines. */
export function refundLines(items: readonly InvoiceLine[], amount: number, description: string): CreditLine[] {
  const byRate = new Map<number, number>();
  for (const item of items) {
    const rate = toNumber(item.tax_rate) ?? 0;
    byRate.set(rate, (byRate.get(rate) ?? 0) + toCents(lineTotals([item]).total));
  }
  const rates = [...byRate.keys()];
  const shares = shareCents(toCents(amount), rates.map((rate) => byRate.get(rate) ?? 0));
  const lines: CreditLine[] = [];
  rates.forEach((rate, i) => {
    if (shares[i] <= 0) return;
    for (const net of netLinesFor(shares[i], rate)) lines.push({ description, quantity: 1, unit_price: fromCents(net), tax_rate: rate });
  });
  return lines;
}
