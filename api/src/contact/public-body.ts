/** The fields a public form may send, taken from a request body; anything else is dropped. */
import type { FormSchema, Values } from '@hexagone/schemas';

export function publicBody(body: unknown, fields: readonly string[]): Values {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const values: Values = {};
  for (const name of fields) {
    if (Object.prototype.hasOwnProperty.call(body, name)) values[name] = (body as Values)[name];
  }
  return values;
}

/** The part of a resource's form a public endpoint accepts, for its documentation. */
export function publicForm(form: Pick<FormSchema, 'fields'>, fields: readonly string[]): Pick<FormSchema, 'fields'> {
  return { fields: form.fields.filter((field) => fields.includes(field.name)) };
}
