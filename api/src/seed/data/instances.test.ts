import { describe, expect, it } from 'vitest';
import { INSTANCE_LIMITS, SERVICE_TYPES } from '@hexagone/schemas';
import { seededRandom } from '../random';
import { demoInstances } from './instances';

const instances = demoInstances(new Date('2025-06-15T10:00:00Z'), seededRandom(1), ['a', 'b', 'c']);

describe('demoInstances', () => {
  it('creates two stopped instances per service type, within the bounds, with distinct names', () => {
    expect(instances).toHaveLength(SERVICE_TYPES.length * 2);
    expect(instances.every((i) => i.status === 'stopped')).toBe(true);
    expect(new Set(instances.map((i) => i.name)).size).toBe(instances.length);
    for (const instance of instances) {
      expect(instance.cpu).toBeGreaterThanOrEqual(INSTANCE_LIMITS.cpu.min);
      expect(instance.memory).toBeLessThanOrEqual(INSTANCE_LIMITS.memory.max);
      expect(instance.storage).toBeGreaterThanOrEqual(INSTANCE_LIMITS.storage.min);
    }
  });
});
