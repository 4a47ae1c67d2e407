/**
 * One measured event as it is stored: never an address, a cookie or an account, only the
 * day's visitor hash and what the server derived from the request. Short keys: a year of
 * traffic is millions of these.
 */
import type { AnalyticsGoal, DeviceType, TrafficSource } from '@hexagone/schemas';

export interface AnalyticsEvent {
  /** Epoch milliseconds. */
  at: number;
  /** The day's visitor hash (daily-salt.ts). */
  v: string;
  k: 'view' | 'out' | 'goal';
  /** The page's path, without its query. */
  p?: string;
  /** The page's title. */
  t?: string;
  /** The outbound link's address. */
  u?: string;
  g?: AnalyticsGoal;
  /** A goal's value in euro cents, when the goal carries one. */
  m?: number;
  s: TrafficSource;
  d: DeviceType;
  b: string;
  /** ISO 3166 alpha-2, or 'ZZ'. */
  c: string;
}

export const encodeEvent = (event: AnalyticsEvent): string => JSON.stringify(event);
export const decodeEvent = (text: string): AnalyticsEvent => JSON.parse(text) as AnalyticsEvent;
