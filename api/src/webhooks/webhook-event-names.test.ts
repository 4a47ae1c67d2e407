import { describe, expect, it } from 'vitest';
import { FOLLOWED_EVENTS, webhookMessageOf } from './webhook-event-names';

const at = new Date('2026-01-01T10:00:00Z');
const record = (collection: string, change: string, values: Record<string, unknown>, before?: Record<string, unknown>) => ({ collection, change, record: values, before, at: at.toISOString() });

describe('webhook events from the event log', () => {
  it('passes the named events as they are', () => {
    expect(webhookMessageOf('payment.succeeded', { event: 'payment.succeeded', at: at.toISOString(), data: { id: 'f1' } }, new Date())).toEqual({ type: 'payment.succeeded', at, data: { id: 'f1' } });
    expect(FOLLOWED_EVENTS).toEqual(expect.arrayContaining(['payment.failed', 'subscription.cancelled', 'instance.deleted', 'alert.triggered', 'users.created']));
  });

  it('reads user.* and content.* from the records’ events', () => {
    expect(webhookMessageOf('users.deleted', record('users', 'deleted', { id: 'u' }), at)?.type).toBe('user.deleted');
    expect(webhookMessageOf('blog_posts.created', record('blog_posts', 'created', { status: 'published' }), at)?.type).toBe('content.published');
    expect(webhookMessageOf('blog_posts.created', record('blog_posts', 'created', { status: 'draft' }), at)).toBeUndefined();
    expect(webhookMessageOf('blog_posts.updated', record('blog_posts', 'updated', { status: 'published' }, { status: 'draft' }), at)?.type).toBe('content.published');
    expect(webhookMessageOf('blog_posts.updated', record('blog_posts', 'updated', { status: 'published' }, { status: 'published' }), at)?.type).toBe('content.updated');
  });
});
