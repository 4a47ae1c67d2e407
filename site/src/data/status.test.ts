import { describe, expect, it } from 'vitest';
import { incidentsWithin } from '../lib/status';
import { HISTORY_DAYS, incidents, metrics, RECENT_DAYS, regions, services, STATUS_AS_OF } from './status';

const metric = (label: string) => metrics.find((m) => m.label === label)?.value;
const asOf = new Date(STATUS_AS_OF);

describe('status page figures (spec 1 §9)', () => {
  it('has the five 30-day figures of the spec', () => {
    expect(metric('SLA garanti')).toBe(99.9);
    expect(metric('Disponibilité (30 jours)')).toBe(99.98);
    expect(metric('Latence moyenne')).toBe(38);
    expect(metric('Incidents (30 jours)')).toBe(3);
    expect(metric('Résolution moyenne')).toBe(12);
  });

  it('has six services and the six regions of the spec', () => {
    expect(services).toHaveLength(6);
    expect(regions.map((r) => r.code)).toEqual(['eu-west-1', 'eu-central-1', 'us-east-1', 'us-west-1', 'ap-southeast-1', 'ap-northeast-1']);
  });

  it('tells one story: the incidents listed add up to the figures shown', () => {
    const recent = incidentsWithin(incidents, RECENT_DAYS, asOf);
    expect(recent).toHaveLength(metric('Incidents (30 jours)')!);
    expect(services.reduce((sum, s) => sum + s.incidents, 0)).toBe(recent.length);
    const unplanned = recent.filter((i) => i.type !== 'maintenance');
    expect(unplanned.reduce((sum, i) => sum + i.duration, 0) / unplanned.length).toBe(metric('Résolution moyenne'));
  });

  it('lists every incident within the 90-day history, once', () => {
    expect(incidentsWithin(incidents, HISTORY_DAYS, asOf)).toHaveLength(incidents.length);
    expect(new Set(incidents.map((i) => i.id)).size).toBe(incidents.length);
  });
});
