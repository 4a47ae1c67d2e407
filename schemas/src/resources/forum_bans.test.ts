import { describe, expect, it } from 'vitest';
import { fieldByName } from '../resource';
import { validateValues } from '../validation/engine';
import { actionApplies } from '../resource';
import { banExpiry, banExpiryBadge, banStateBadge, BAN_DEFAULT_DAYS, forumBans, isBanInForce } from './forum_bans';

const NOW = new Date('2026-03-10T12:00:00Z');
const ACTIVE = { is_active: true };

describe('forum bans declaration', () => {
  it("is the 'Utilisateurs bannis' tab, 25 per page, created with 'Bannir un utilisateur'", () => {
    expect(forumBans.tab).toEqual({ path: 'forum/moderation', label: 'Utilisateurs bannis' });
    expect(forumBans.list.perPage).toBe(25);
    expect(forumBans.list.createLabel).toBe('Bannir un utilisateur');
  });

  it('requires user and reason, 7 days by default', () => {
    expect(validateValues(forumBans, { duration_days: 7 }, { side: 'server' })).toEqual({
      user_id: 'Le champ « Utilisateur » est requis',
      reason: 'Le champ « Motif » est requis',
    });
    expect(BAN_DEFAULT_DAYS).toBe(7);
    expect(fieldByName(forumBans, 'duration_days')?.default).toBe(7);
    expect(fieldByName(forumBans, 'ban_ip')?.default).toBe(false);
    expect(fieldByName(forumBans, 'is_active')?.default).toBe(true);
  });

  it('accepts a duration of 0 (permanent) and refuses a negative one', () => {
    const ban = { user_id: 'u1', reason: 'Spam répété' };
    expect(validateValues(forumBans, { ...ban, duration_days: 0 })).toEqual({});
    expect(validateValues(forumBans, { ...ban, duration_days: 30 })).toEqual({});
    expect(validateValues(forumBans, { ...ban, duration_days: -1 })).toEqual({ duration_days: 'La valeur minimale est 0' });
  });

  it('refuses a duration past a hundred years, whose expiry would be no date (found by fuzzing: 2.7e166 answered 500)', () => {
    const ban = { user_id: 'u1', reason: 'Spam répété' };
    expect(validateValues(forumBans, { ...ban, duration_days: 36_500 })).toEqual({});
    expect(validateValues(forumBans, { ...ban, duration_days: 2.7e166 })).toEqual({ duration_days: expect.stringMatching(/^La valeur maximale est 36\s?500$/) });
  });

  it('keeps banned_by and expires_at on the server', () => {
    expect(fieldByName(forumBans, 'banned_by')?.readOnly).toBe(true);
    expect(fieldByName(forumBans, 'expires_at')?.readOnly).toBe(true);
  });

  it("offers 'Lever le bannissement' on bans in force only (not lifted, not expired)", () => {
    const unban = forumBans.actions.find((a) => a.name === 'unban')!;
    expect(unban).toMatchObject({ label: 'Lever le bannissement', effect: { kind: 'update', set: { is_active: false } } });
    expect(actionApplies(forumBans, unban, { is_active: true })).toBe(true);
    expect(actionApplies(forumBans, unban, { is_active: false })).toBe(false);
    expect(actionApplies(forumBans, unban, { is_active: true, expires_at: '2020-01-01T00:00:00Z' })).toBe(false);
  });
});

describe('ban expiry', () => {
  it('has no end for 0 days', () => {
    expect(banExpiry(NOW, 0)).toBeUndefined();
  });

  it('ends the given number of days later', () => {
    expect(banExpiry(NOW, 7)?.toISOString()).toBe('2026-03-17T12:00:00.000Z');
    expect(banExpiry(NOW, 1)?.toISOString()).toBe('2026-03-11T12:00:00.000Z');
  });
});

describe("'Expiration' column", () => {
  it("reads 'Permanent' without a date", () => {
    expect(banExpiryBadge(ACTIVE, NOW).label).toBe('Permanent');
    expect(banExpiryBadge({ ...ACTIVE, expires_at: null }, NOW).label).toBe('Permanent');
  });

  it("reads 'Expiré' once the date is past", () => {
    expect(banExpiryBadge({ ...ACTIVE, expires_at: '2026-03-01T00:00:00Z' }, NOW).label).toBe('Expiré');
    expect(banExpiryBadge({ ...ACTIVE, expires_at: NOW.toISOString() }, NOW).label).toBe('Expiré');
  });

  it('reads the French date otherwise', () => {
    const expires = new Date('2026-03-17T12:00:00Z');
    expect(banExpiryBadge({ ...ACTIVE, expires_at: expires.toISOString() }, NOW).label).toBe(expires.toLocaleDateString('fr-FR'));
    expect(banExpiryBadge({ ...ACTIVE, expires_at: expires }, NOW).label).toMatch(/^\d{2}\/\d{2}\/2026$/);
  });

  it("loses its red 'Permanent' once lifted", () => {
    expect(banExpiryBadge({ is_active: false }, NOW)).toEqual({ label: 'Levé', tone: 'default' });
    expect(banExpiryBadge(ACTIVE, NOW)).toEqual({ label: 'Permanent', tone: 'error' });
  });

  it('is a list badge column, after the state', () => {
    expect(forumBans.list.badges?.map((b) => b.label)).toEqual(['État', 'Expiration']);
    expect(forumBans.list.badges?.[1].value(ACTIVE).label).toBe('Permanent');
  });
});

describe("'État' column", () => {
  it("reads 'Actif' while in force, 'Expiré' once past, 'Levé' once lifted", () => {
    expect(banStateBadge(ACTIVE, NOW).label).toBe('Actif');
    expect(banStateBadge({ ...ACTIVE, expires_at: '2026-03-01T00:00:00Z' }, NOW)).toEqual({ label: 'Expiré', tone: 'default' });
    expect(banStateBadge({ is_active: false, expires_at: '2026-04-01T00:00:00Z' }, NOW).label).toBe('Levé');
  });
});

describe('ban in force', () => {
  it('holds while active and unexpired', () => {
    expect(isBanInForce({ is_active: true }, NOW)).toBe(true);
    expect(isBanInForce({ is_active: true, expires_at: '2026-04-01T00:00:00Z' }, NOW)).toBe(true);
    expect(isBanInForce({ is_active: true, expires_at: '2026-03-01T00:00:00Z' }, NOW)).toBe(false);
    expect(isBanInForce({ is_active: false }, NOW)).toBe(false);
  });
});
