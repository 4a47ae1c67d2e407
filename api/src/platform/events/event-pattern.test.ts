import { describe, expect, it } from 'vitest';
import { matchesPattern } from './event-pattern';

describe('matchesPattern', () => {
  it('reads * as one segment and ** as any number of them, like the bus', () => {
    expect(matchesPattern('payment.succeeded', 'payment.succeeded')).toBe(true);
    expect(matchesPattern('users.*', 'users.created')).toBe(true);
    expect(matchesPattern('users.*', 'roles.created')).toBe(false);
    expect(matchesPattern('*', 'users.created')).toBe(false);
    expect(matchesPattern('**', 'users.created')).toBe(true);
    expect(matchesPattern('*.created', 'contact_messages.created')).toBe(true);
  });
});
