/** How the pricing pages show prices: yearly plans per month, the yearly saving, French euros and percents. */

export type Billing = 'monthly' | 'yearly';

/** A yearly price shown per month: divided by 12, rounded (spec 1 §9). */
export const yearlyPerMonth = (yearlyPrice: number) => Math.round(yearlyPrice / 12);

/** The share of twelve monthly payments saved by paying yearly, in whole percents. */
export const yearlySavingsPercent = (monthlyPrice: number, yearlyPrice: number) =>
  Math.round(((12 * monthlyPrice - yearlyPrice) / (12 * monthlyPrice)) * 100);

/** The per-month figure a plan card shows for the chosen billing. */
export const displayedMonthlyPrice = (prices: { monthlyPrice: number; yearlyPrice: number }, billing: Billing) =>
  billing === 'yearly' ? yearlyPerMonth(prices.yearlyPrice) : prices.monthlyPrice;

const euroFormats = new Map<string, Intl.NumberFormat>();

/** Euros the French way ("2 450 €", "2,50 €", "0,0001 €"), with at most `maximumFractionDigits` decimals. */
export function formatEuros(value: number, minimumFractionDigits = 0, maximumFractionDigits = Math.max(2, minimumFractionDigits)): string {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let format = euroFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits, maximumFractionDigits });
    euroFormats.set(key, format);
  }
  return format.format(value);
}

const percentFormat = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });

/** A percentage given in percents (99.99 → "99,99 %"). */
export const formatPercent = (percent: number) => percentFormat.format(percent / 100);

const numberFormat = new Intl.NumberFormat('fr-FR');

/** A plain figure the French way (10 000). */
export const formatNumber = (value: number) => numberFormat.format(value);
