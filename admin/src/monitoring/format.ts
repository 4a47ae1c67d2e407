/** French formatting of the monitoring's figures (Intl, fr-FR): percents, rates, durations, sizes, moments. */
import { formatBytes } from '@hexagone/schemas';

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const timeSeconds = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dayTime = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
const full = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' });

/** 12.34 → '12,3 %' (the value is already a percent). */
export const formatPercentValue = (value: number): string => `${decimal.format(value)}\u00a0%`;
/** 99.98 → '99,98 %': availability keeps its two decimals. */
export const formatAvailability = (value: number): string => `${twoDecimals.format(value)}\u00a0%`;
export const formatMs = (value: number): string => `${decimal.format(value)}\u00a0ms`;
export const formatRate = (value: number): string => `${decimal.format(value)}\u00a0req/s`;

const UNITS = ['o', 'Ko', 'Mo', 'Go', 'To'];

export { formatBytes };

/** The power of 1 024 that writes `bytes` with the fewest digits (its axis steps are round in it). */
export const byteUnit = (bytes: number): number => 1024 ** Math.max(0, Math.min(UNITS.length - 1, Math.floor(Math.log(Math.max(1, bytes)) / Math.log(1024))));

export const formatByteRate = (bytesPerSecond: number): string => `${formatBytes(bytesPerSecond)}/s`;

/** How an axis names its moments: to the second (short ranges), the minute, or with the day (a week). */
export type AxisPrecision = 'second' | 'minute' | 'day';

export const axisTime = (iso: string, precision: AxisPrecision): string =>
  ({ second: timeSeconds, minute: time, day: dayTime })[precision].format(new Date(iso));

/** The axis precision of a range: seconds up to 15 minutes, the day for a week. */
export const axisPrecision = (rangeSeconds: number): AxisPrecision => (rangeSeconds <= 15 * 60 ? 'second' : rangeSeconds > 24 * 3600 ? 'day' : 'minute');
/** A moment in a sentence: '26/11/2026 10:42:05'. */
export const formatMoment = (iso: string): string => full.format(new Date(iso));
