/**
 * Which webhook event an event of the log is: the named business events go as they are
 * (`payment.succeeded`, `instance.created`…: `{ event, at, data }`), the records' own events
 * give `user.*` (accounts) and `content.*` (blog posts: `content.published` when a post becomes
 * published, `content.updated` for another change).
 */
import { WEBHOOK_EVENTS, type Values } from '@hexagone/schemas';
import type { RecordEvent } from '../platform/events/record-event';

const NAMED = new Set<string>(WEBHOOK_EVENTS.map((event) => event.value));

/** The log's event names the webhooks follow. */
export const FOLLOWED_EVENTS = [...NAMED].filter((name) => !name.startsWith('user.') && !name.startsWith('content.')).concat(['users.created', 'users.updated', 'users.deleted', 'blog_posts.created', 'blog_posts.updated']);

export interface WebhookMessage {
  type: string;
  /** When it happened. */
  at: Date;
  data: Values;
}

export function webhookMessageOf(name: string, payload: unknown, loggedAt: Date): WebhookMessage | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  if (NAMED.has(name)) {
    const named = payload as { at?: string; data?: Values };
    return { type: name, at: named.at ? new Date(named.at) : loggedAt, data: named.data ?? {} };
  }
  const event = payload as RecordEvent;
  const at = event.at ? new Date(event.at) : loggedAt;
  if (event.collection === 'users') return { type: `user.${event.change}`, at, data: event.record };
  if (event.collection !== 'blog_posts') return undefined;
  const published = event.record.status === 'published' && event.before?.status !== 'published';
  if (published) return { type: 'content.published', at, data: event.record };
  return event.change === 'updated' ? { type: 'content.updated', at, data: event.record } : undefined;
}
