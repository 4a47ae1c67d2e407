/** The cookie consent record of spec 1 §3, stored under `cookieConsent`. */
export const CONSENT_KEY = 'cookieConsent';

/** Consent is asked again after this many months (CNIL recommends about six). */
export const CONSENT_VALIDITY_MONTHS = 6;

/** Fired on `window` when the visitor saves a choice, for the trackers that depend on it. */
export const CONSENT_EVENT = 'cookie-consent-change';

export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  preferences: boolean;
  timestamp: string;
}

export function makeConsent(choice: { analytics: boolean; preferences: boolean }, now = new Date()): CookieConsent {
  return { necessary: true, analytics: choice.analytics, preferences: choice.preferences, timestamp: now.toISOString() };
}

/** The stored consent when it is readable and recent enough, else null (the banner asks again). */
export function parseConsent(raw: string | null, now = new Date()): CookieConsent | null {
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as Partial<CookieConsent>;
    const given = new Date(record.timestamp ?? '');
    if (Number.isNaN(given.getTime())) return null;
    const expires = new Date(given);
    expires.setMonth(expires.getMonth() + CONSENT_VALIDITY_MONTHS);
    if (expires <= now) return null;
    return makeConsent({ analytics: record.analytics === true, preferences: record.preferences === true }, given);
  } catch {
    return null;
  }
}

/**
 * Whether the visitor objected to the audience measurement: its choice "analytics" is false.
 * Without any choice the measurement runs, as the CNIL allows for a measurement that keeps no
 * identifier (see the privacy policy); an objection holds until the visitor changes it.
 */
export function audienceRefused(raw: string | null): boolean {
  try {
    return raw !== null && (JSON.parse(raw) as Partial<CookieConsent>).analytics === false;
  } catch {
    return false;
  }
}
