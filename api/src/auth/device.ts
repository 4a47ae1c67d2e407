/** A session's device as a person reads it ('Chrome 120 · Linux'), from its User-Agent. */
import Bowser from 'bowser';

export const UNKNOWN_DEVICE = 'Appareil inconnu';

export function deviceOf(userAgent: string): string {
  if (!userAgent.trim()) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name ?? '';
  const label = [browser, os].filter(Boolean).join(' · ');
  return label || UNKNOWN_DEVICE;
}
