/** The monthly cost of a custom configuration (spec 1 §9 "Custom estimator"). */
import { ESTIMATOR_RATES, type EstimatorConfig } from '../data/estimator';

export type EstimateLineKey = 'base' | 'cpu' | 'ram' | 'storage' | 'gpu' | 'containers' | 'support' | 'backup';

export interface EstimateLine {
  key: EstimateLineKey;
  amount: number;
}

/** Prices such as 0.1 €/GB leave binary fractions behind (0.1 × 700 = 70.00000000000001). */
const toCents = (euros: number) => Math.round(euros * 100) / 100;

/** Each term of the monthly total, in the order the estimator lists them. */
export function estimateLines(config: EstimatorConfig, rates = ESTIMATOR_RATES): EstimateLine[] {
  return [
    { key: 'base', amount: rates.base },
    { key: 'cpu', amount: config.cpu * rates.perCpu },
    { key: 'ram', amount: config.ram * rates.perGbRam },
    { key: 'storage', amount: toCents(config.storage * rates.perGbStorage) },
    { key: 'gpu', amount: config.gpu * rates.perGpu },
    { key: 'containers', amount: config.containers * rates.perContainer },
    { key: 'support', amount: rates.support[config.support] },
    { key: 'backup', amount: rates.backup[config.backup] },
  ];
}

/** The monthly total in euros. */
export function monthlyEstimate(config: EstimatorConfig, rates = ESTIMATOR_RATES): number {
  return toCents(estimateLines(config, rates).reduce((sum, line) => sum + line.amount, 0));
}
