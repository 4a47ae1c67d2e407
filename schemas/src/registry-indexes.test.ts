/**
 * The lists that grow (accounts, logs, invoices, tickets, messages…) reach 100 000 entries and
 * more: a filter of such a list must be answered from an index, on MongoDB and on the embedded
 * database alike (issue 25), the list's order included, or its first page reads the whole
 * collection. Each filterable field of these lists needs a declared index that starts with it
 * and continues with the list's default order.
 */
import { describe, expect, it } from 'vitest';
import { resources } from './registry';
import type { ResourceDef } from './resource';

/** The collections that grow with the activity of the platform, not with the administrators' editing. */
const GROWING = [
  'users', 'user_activity', 'contact_messages', 'newsletter_subscribers', 'forum_topics', 'forum_replies', 'forum_moderation_log',
  'blog_comments', 'ai_usage', 'billing_subscriptions', 'billing_invoices', 'billing_credit_notes', 'support_tickets', 'mail_outbox',
  'service_instances',
];

/** The filterable fields of a list that no declared index serves with the list's order, as "collection.field". */
function unindexedFilters(resource: ResourceDef): string[] {
  const { field: sorted, order } = resource.list.sort;
  const direction = order === 'ASC' ? 1 : -1;
  const serves = (fields: Readonly<Record<string, 1 | -1>>, filter: string) => {
    const [first, second] = Object.entries(fields);
    return first?.[0] === filter && (sorted === '_id' ? second?.[0] === '_id' : second?.[0] === sorted && second[1] === direction);
  };
  return resource.fields
    .filter((f) => f.filterable && !f.unique && !f.secret)
    .filter((f) => !(resource.indexes ?? []).some((index) => serves(index.fields, f.name)))
    .map((f) => `${resource.name}.${f.name}`);
}

describe('indexes of the lists that grow', () => {
  it('names collections of the registry', () => {
    expect(GROWING.filter((name) => !resources.some((r) => r.name === name))).toEqual([]);
  });

  it('declare an index for each filter, followed by the list order', () => {
    expect(resources.filter((r) => GROWING.includes(r.name)).flatMap(unindexedFilters)).toEqual([]);
  });

  it('refuses a filterable field without its index', () => {
    const users = resources.find((r) => r.name === 'users')!;
    const withNewFilter = { ...users, fields: [...users.fields, { name: 'country', label: 'Pays', type: 'text', filterable: true }] } as ResourceDef;
    expect(unindexedFilters(withNewFilter)).toEqual(['users.country']);
  });
});
