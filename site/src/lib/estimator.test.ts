import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATOR_CONFIG, SLIDER_BOUNDS, type EstimatorConfig, type SliderKey } from '../data/estimator';
import { estimateLines, monthlyEstimate } from './estimator';

const config = (overrides: Partial<EstimatorConfig> = {}): EstimatorConfig => ({ ...DEFAULT_ESTIMATOR_CONFIG, ...overrides });
const delta = (overrides: Partial<EstimatorConfig>) => monthlyEstimate(config(overrides)) - monthlyEstimate(config());

describe('monthlyEstimate', () => {
  it('gives 2 450 € for the default configuration (spec 1 §9)', () => {
    expect(monthlyEstimate(DEFAULT_ESTIMATOR_CONFIG)).toBe(2450);
  });

  it('keeps the spec defaults the estimator has no control for: 50 containers, realtime backup', () => {
    expect(DEFAULT_ESTIMATOR_CONFIG.containers).toBe(50);
    expect(DEFAULT_ESTIMATOR_CONFIG.backup).toBe('realtime');
  });

  it('charges 500 € of base whatever the configuration', () => {
    const empty = { cpu: 0, ram: 0, storage: 0, gpu: 0, containers: 0, support: 'business', backup: 'standard' } as const;
    expect(monthlyEstimate(empty)).toBe(500 + 100 + 50);
  });

  it.each([
    [{ cpu: 17 }, 20],
    [{ ram: 48 }, 80],
    [{ storage: 300 }, 10],
    [{ gpu: 3 }, 300],
    [{ containers: 51 }, 10],
  ] as const)('adds the rate of each unit: %o costs %i € more', (overrides, extra) => {
    expect(delta(overrides)).toBe(extra);
  });

  it('charges 200 € for 24/7 support and 100 € for business hours', () => {
    const support = (level: EstimatorConfig['support']) => estimateLines(config({ support: level })).find((l) => l.key === 'support')?.amount;
    expect(support('24/7')).toBe(200);
    expect(support('business')).toBe(100);
  });

  it('charges 150 € for realtime backup and 50 € otherwise', () => {
    expect(delta({ backup: 'standard' })).toBe(-100);
    expect(estimateLines(config()).find((l) => l.key === 'backup')?.amount).toBe(150);
  });

  it('adds up its lines exactly, without binary fractions on storage', () => {
    const odd = config({ storage: 700, cpu: 7, ram: 112, gpu: 5 });
    expect(monthlyEstimate(odd)).toBe(500 + 140 + 560 + 70 + 1500 + 500 + 200 + 150);
    expect(estimateLines(odd).map((l) => l.key)).toEqual(['base', 'cpu', 'ram', 'storage', 'gpu', 'containers', 'support', 'backup']);
  });

  it('spans 1 420 € to 6 810 € across the slider bounds', () => {
    const at = (end: 'min' | 'max') =>
      Object.fromEntries((Object.keys(SLIDER_BOUNDS) as SliderKey[]).map((key) => [key, SLIDER_BOUNDS[key][end]]));
    expect(monthlyEstimate(config({ ...at('min'), support: 'business' }))).toBe(500 + 80 + 80 + 10 + 0 + 500 + 100 + 150);
    expect(monthlyEstimate(config(at('max')))).toBe(500 + 1280 + 1280 + 500 + 2400 + 500 + 200 + 150);
  });
});

describe('slider bounds (spec 1 §5)', () => {
  it('are vCPU 4-64, RAM 16-256 GB by 16, SSD 100-5000 GB by 100, GPU 0-8', () => {
    expect(SLIDER_BOUNDS).toEqual({
      cpu: { min: 4, max: 64, step: 1 },
      ram: { min: 16, max: 256, step: 16 },
      storage: { min: 100, max: 5000, step: 100 },
      gpu: { min: 0, max: 8, step: 1 },
    });
  });

  it('hold the default configuration on a reachable slider position', () => {
    for (const key of Object.keys(SLIDER_BOUNDS) as SliderKey[]) {
      const { min, max, step } = SLIDER_BOUNDS[key];
      const value = DEFAULT_ESTIMATOR_CONFIG[key];
      expect(value).toBeGreaterThanOrEqual(min);
      expect(value).toBeLessThanOrEqual(max);
      expect((value - min) % step).toBe(0);
    }
  });
});
