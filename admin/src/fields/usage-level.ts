/** The tone of a usage bar (spec 3 §9): orange above the warning threshold, red above the danger one. */
export type UsageLevel = 'success' | 'warning' | 'error';

export function usageLevel(percent: number, thresholds: { warning: number; danger: number }): UsageLevel {
  if (percent > thresholds.danger) return 'error';
  if (percent > thresholds.warning) return 'warning';
  return 'success';
}

/** A percentage the French way, one decimal at most ('12,5 %'). */
export const formatPercent = (percent: number): string =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(percent)}\u00a0%`;
