import { describe, expect, it } from 'vitest';
import { passwordExpired } from './password-expiry';

const now = new Date('2026-11-26T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('passwordExpired', () => {
  it('asks for a new password once the expiry has passed, never with 0 days', () => {
    expect(passwordExpired({ password_changed_at: daysAgo(89) }, 90, now)).toBe(false);
    expect(passwordExpired({ password_changed_at: daysAgo(90) }, 90, now)).toBe(true);
    expect(passwordExpired({ password_changed_at: daysAgo(400) }, 0, now)).toBe(false);
  });

  it('leaves an account without a date alone (its period starts at its next sign-in)', () => {
    expect(passwordExpired({}, 90, now)).toBe(false);
  });
});
