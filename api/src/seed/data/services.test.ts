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

  it('keeps most of them running, and some new this month', () => {
    const running = services.filter((s) => s.status === 'running').length;
    expect(running).toBe(16);
    const recent = services.filter((s) => now.getTime() - (s.created_at as Date).getTime() < 30 * 86_400_000);
    expect(recent.length).toBeGreaterThan(0);
  });
});
