import type { ResourceDef } from './resource';

/**
 * The field that names a record of a resource in a sentence: its card title, else a name, a
 * title, a subject, a number (an invoice), the customer's name (a subscription) or an e-mail.
 */
export function titleFieldOf(resource: ResourceDef): string | undefined {
  if (resource.list.card?.title) return resource.list.card.title;
  return ['name', 'title', 'subject', 'number', 'user_name', 'email'].find((name) => resource.fields.some((field) => field.name === name));
}
