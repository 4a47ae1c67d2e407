import { describe, expect, it } from 'vitest';
import { availabilityTone, serviceHealthState } from './monitoring';

describe('supervision states (issue 37 §2)', () => {
  it('colours an availability by its value, never green below 99,9 %', () => {
    expect(availabilityTone(100)).toBe('success');
    expect(availabilityTone(99.9)).toBe('success');
    expect(availabilityTone(99.5)).toBe('warning');
    expect(availabilityTone(99)).toBe('warning');
    expect(availabilityTone(10)).toBe('error');
    expect(availabilityTone(0.52)).toBe('error');
    expect(availabilityTone(undefined)).toBe('default');
  });

  it('says « Opérationnel » only when something runs without error', () => {
    const row = { type: 'hosting-ha', healthy: true, instances: 8, running: 0 };
    expect(serviceHealthState(row)).toEqual({ label: 'À l’arrêt', tone: 'warning' });
    expect(serviceHealthState({ ...row, running: 3 })).toEqual({ label: 'Opérationnel', tone: 'success' });
    expect(serviceHealthState({ ...row, instances: 0 })).toEqual({ label: 'Aucune instance', tone: 'default' });
    expect(serviceHealthState({ ...row, running: 3, healthy: false })).toEqual({ label: 'Problème', tone: 'error' });
    // The platform has no instances: its own health is all there is.
    expect(serviceHealthState({ type: 'platform', healthy: true, instances: 0, running: 0 })).toEqual({ label: 'Opérationnel', tone: 'success' });
  });
});
