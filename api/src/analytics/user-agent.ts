/** The device kind and the browser of a visitor, read from its user agent by bowser. */
import Bowser from 'bowser';
import { UNKNOWN_LABEL, type DeviceType } from '@hexagone/schemas';

export interface UserAgentReading {
  device: DeviceType;
  browser: string;
  /** Robots and crawlers are not visitors: their beacons are dropped. */
  bot: boolean;
}

export function readUserAgent(userAgent: string): UserAgentReading {
  if (!userAgent) return { device: 'desktop', browser: UNKNOWN_LABEL, bot: false };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  return {
    // A TV or an unknown platform is read on a large screen: desktop.
    device: type === 'mobile' || type === 'tablet' ? type : 'desktop',
    browser: parsed.browser.name || UNKNOWN_LABEL,
    bot: type === 'bot' || /bot|crawler|spider|crawling/i.test(userAgent),
  };
}
