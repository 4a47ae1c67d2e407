import { isEmptyValue } from '@hexagone/schemas';

/**
 * The date a post is published at when it is set to published without one: now. Answers
 * undefined when the stored or given date stands (a scheduled date, an earlier publication).
 */
export function missingPublicationDate(status: unknown, publishedAt: unknown, now: Date): Date | undefined {
  return status === 'published' && isEmptyValue(publishedAt) ? now : undefined;
}

/** A date the form did not ask (the field shows only for scheduled posts) must still be one. */
export function isReadableDate(value: unknown): boolean {
  if (isEmptyValue(value)) return true;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}
