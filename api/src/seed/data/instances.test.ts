import { describe, expect, it } from 'vitest';
import { INSTANCE_LIMITS } from '@hexagone/schemas';
import { seededRandom } from '../random';
import { demoInstances } from './instances';

const services = [
  { id: 's1', type: 'hosting-ha', status: 'stopped', customerId: 'a' },
  { id: 's2', type: 'hosting-ha', status: 'error', customerId: 'b' },
  { id: 's3', type: 'saas', status: 'maintenance', customerId: 'c' },
  { id: 's4', type: 'saas', status: 'stopped', customerId: 'a' },
];
const instances = demoInstances(new Date('2025-06-15T10:00:00Z'), seededRandom(1), services);

describe('demoInstances', () => {
  it('gives each service its own instances, of its customer, within the bounds, with distinct names', () => {
    expect(instances.map((i) => i.service_id)).toEqual(['s1', 's1', 's2', 's3', 's4', 's4']);
    for (const instance of instances) expect(instance.user_id).toBe(services.find((s) => s.id === instance.service_id)!.customerId);
    expect(new Set(instances.map((i) => i.name)).size).toBe(instances.length);
    for (const instance of instances) {
      expect(instance.cpu).toBeGreaterThanOrEqual(INSTANCE_LIMITS.cpu.min);
      expect(instance.memory).toBeLessThanOrEqual(INSTANCE_LIMITS.memory.max);
      expect(instance.storage).toBeGreaterThanOrEqual(INSTANCE_LIMITS.storage.min);
    }
  });

  it('runs nothing: stopped, except the failed instance of a service in error', () => {
    expect(instances.filter((i) => i.status === 'error').map((i) => i.service_id)).toEqual(['s2']);
    expect(instances.filter((i) => i.status !== 'error').every((i) => i.status === 'stopped')).toBe(true);
  });
});
