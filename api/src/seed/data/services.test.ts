import { describe, expect, it } from 'vitest';
import { SERVICE_TYPES } from '../../dashboard/service-types';
import { seededRandom } from '../random';
import { demoServices } from './services';

const now = new Date('2025-06-15T10:00:00Z');
const services = demoServices(now, seededRandom(1), ['Atelier Lumière', 'Dubois BTP']);

describe('demoServices', () => {
  it('creates twenty services over the six types', () => {
    expect(services).toHaveLength(20);
    expect(new Set(services.map((s) => s.type))).toEqual(new Set(SERVICE_TYPES.map((t) => t.value)));
  });

  it('runs nothing: stopped, one in maintenance, one in error; some new this month', () => {
    expect(services.filter((s) => s.status === 'stopped')).toHaveLength(18);
    expect(services.filter((s) => s.status !== 'stopped').map((s) => s.status).sort()).toEqual(['error', 'maintenance']);
    const recent = services.filter((s) => now.getTime() - (s.created_at as Date).getTime() < 30 * 86_400_000);
    expect(recent.length).toBeGreaterThan(0);
  });
});
