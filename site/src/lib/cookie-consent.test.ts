import { afterEach, describe, expect, it, vi } from 'vitest';
import { audienceRefused, CONSENT_EVENT, CONSENT_KEY, CONSENT_VALIDITY_MONTHS, makeConsent, parseConsent } from './cookie-consent';

/** Local wall-clock dates, so the month arithmetic reads the same in every time zone. */
const given = new Date(2025, 0, 15, 12, 0, 0);
const sixMonthsLater = new Date(2025, 6, 15, 12, 0, 0);
const stored = (record: unknown) => JSON.stringify(record);

afterEach(() => {
  vi.useRealTimers();
});

describe('constants', () => {
  it('stores under cookieConsent and asks again after six months', () => {
    expect(CONSENT_KEY).toBe('cookieConsent');
    expect(CONSENT_VALIDITY_MONTHS).toBe(6);
    expect(CONSENT_EVENT).toBe('cookie-consent-change');
  });
});

describe('makeConsent', () => {
  it('builds the record of spec 1 §3: necessary always true, the two choices, an ISO timestamp', () => {
    const now = new Date('2025-03-04T05:06:07.089Z');
    expect(makeConsent({ analytics: true, preferences: false }, now)).toEqual({
      necessary: true,
      analytics: true,
      preferences: false,
      timestamp: '2025-03-04T05:06:07.089Z',
    });
    expect(makeConsent({ analytics: false, preferences: true }, now)).toEqual({
      necessary: true,
      analytics: false,
      preferences: true,
      timestamp: '2025-03-04T05:06:07.089Z',
    });
  });

  it('has exactly the four fields of the record', () => {
    expect(Object.keys(makeConsent({ analytics: true, preferences: true }, given)).sort()).toEqual([
      'analytics',
      'necessary',
      'preferences',
      'timestamp',
    ]);
  });

  it('stamps the current time by default', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
    expect(makeConsent({ analytics: false, preferences: false }).timestamp).toBe('2026-11-21T10:00:00.000Z');
  });

  it('round-trips through storage while fresh', () => {
    const consent = makeConsent({ analytics: true, preferences: false }, given);
    expect(parseConsent(JSON.stringify(consent), new Date(2025, 1, 1))).toEqual(consent);
  });
});

describe('parseConsent', () => {
  it.each([null, '', 'not json', '{', 'null', '42', '"text"', '[]', '{}'])('returns null for the unusable value %j', (raw) => {
    expect(parseConsent(raw, given)).toBeNull();
  });

  it.each(['', 'yesterday', 'not-a-date', 12])('returns null for the unreadable timestamp %j', (timestamp) => {
    expect(parseConsent(stored({ necessary: true, analytics: true, preferences: true, timestamp }), given)).toBeNull();
  });

  it('returns null when the timestamp is missing', () => {
    expect(parseConsent(stored({ necessary: true, analytics: true, preferences: true }), given)).toBeNull();
  });

  it('returns the stored choice while it is recent', () => {
    const raw = stored({ necessary: true, analytics: true, preferences: false, timestamp: given.toISOString() });
    expect(parseConsent(raw, new Date(2025, 2, 1))).toEqual({
      necessary: true,
      analytics: true,
      preferences: false,
      timestamp: given.toISOString(),
    });
  });

  it('is still valid one millisecond before six months have passed', () => {
    const raw = stored(makeConsent({ analytics: false, preferences: true }, given));
    const justBefore = new Date(sixMonthsLater.getTime() - 1);
    expect(parseConsent(raw, justBefore)).toMatchObject({ preferences: true, timestamp: given.toISOString() });
  });

  it('expires exactly six months after it was given, and stays expired after', () => {
    const raw = stored(makeConsent({ analytics: true, preferences: true }, given));
    expect(parseConsent(raw, sixMonthsLater)).toBeNull();
    expect(parseConsent(raw, new Date(2026, 0, 1))).toBeNull();
  });

  it('lasts about six months: 181 days from 15 January', () => {
    const raw = stored(makeConsent({ analytics: true, preferences: true }, given));
    // Six months from 15 January is 181 days; 180 days is still valid, 182 days is not.
    const day = 24 * 60 * 60 * 1000;
    expect(parseConsent(raw, new Date(given.getTime() + 179 * day))).not.toBeNull();
    expect(parseConsent(raw, new Date(given.getTime() + 182 * day))).toBeNull();
  });

  it('uses the current time by default', () => {
    const raw = stored(makeConsent({ analytics: true, preferences: false }, given));
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 3, 1));
    expect(parseConsent(raw)).not.toBeNull();
    vi.setSystemTime(new Date(2025, 7, 1));
    expect(parseConsent(raw)).toBeNull();
  });

  it('reads only strict booleans: anything but true counts as refused', () => {
    const raw = stored({ analytics: 'true', preferences: 1, timestamp: given.toISOString() });
    expect(parseConsent(raw, given)).toEqual({
      necessary: true,
      analytics: false,
      preferences: false,
      timestamp: given.toISOString(),
    });
  });

  it('always reports the necessary cookies as accepted, whatever was stored', () => {
    const raw = stored({ necessary: false, analytics: true, preferences: true, timestamp: given.toISOString() });
    expect(parseConsent(raw, given)?.necessary).toBe(true);
  });

  it('drops unknown stored fields and normalises the timestamp to ISO', () => {
    const raw = stored({ analytics: true, preferences: true, timestamp: '2025-01-15T12:00:00Z', extra: 'x' });
    const consent = parseConsent(raw, new Date('2025-02-01T00:00:00Z'));
    expect(consent).not.toHaveProperty('extra');
    expect(consent?.timestamp).toBe('2025-01-15T12:00:00.000Z');
  });
});

describe('audienceRefused', () => {
  it('is an objection only when the stored choice says analytics false', () => {
    expect(audienceRefused(null)).toBe(false);
    expect(audienceRefused('pas du JSON')).toBe(false);
    expect(audienceRefused(JSON.stringify(makeConsent({ analytics: true, preferences: false })))).toBe(false);
    expect(audienceRefused(JSON.stringify(makeConsent({ analytics: false, preferences: true })))).toBe(true);
    // An old objection still holds: it is not a consent that expires.
    expect(audienceRefused(JSON.stringify({ necessary: true, analytics: false, preferences: false, timestamp: '2020-01-01T00:00:00Z' }))).toBe(true);
  });
});
