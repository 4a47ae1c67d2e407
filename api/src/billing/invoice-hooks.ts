import { invoiceTotals, type InvoiceLine, type Values } from '@hexagone/schemas';
import type { ResourceHooks } from '../crud/crud-hooks';

/** An invoice's amounts are the server's: computed from its lines when it is issued (lines are fixed afterwards). */
export const invoiceHooks = (): ResourceHooks => ({
  beforeCreate(values: Values) {
    Object.assign(values, invoiceTotals(Array.isArray(values.items) ? (values.items as InvoiceLine[]) : []));
  },
});
