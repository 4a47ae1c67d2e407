import { describe, expect, it } from 'vitest';
import { actionApplies, findAction } from '../resource';
import { canTransition } from '../state-machine';
import { validateValues } from '../validation/engine';
import { INSTANCE_STATES, serviceInstances } from './service_instances';
import { SERVICE_STATES, services } from './services';

const applies = (resource: typeof serviceInstances, action: string, status: string) =>
  actionApplies(resource, findAction(resource, action)!, { status, backups: [{ name: 'b' }] });

describe('service_instances', () => {
  it('lists 25 per page with the tiles of spec 3 §2', () => {
    expect(serviceInstances.list.perPage).toBe(25);
    expect(serviceInstances.stats.map((stat) => stat.label)).toEqual(['En marche', 'Arrêtées', 'Cœurs CPU', 'RAM totale (Go)']);
  });

  it('starts when stopped (or in error), stops and restarts when running, resizes and backs up always (§4)', () => {
    const when = (action: string) => ['running', 'stopped', 'starting', 'stopping', 'error'].filter((status) => applies(serviceInstances, action, status));
    expect(when('start')).toEqual(['stopped', 'error']);
    expect(when('stop')).toEqual(['running']);
    expect(when('restart')).toEqual(['running']);
    expect(when('scale')).toHaveLength(5);
    expect(when('backup')).toHaveLength(5);
    expect(when('restore')).toEqual(['stopped', 'error']);
  });

  it('leaves the transitional states only as the server observes the process', () => {
    expect(canTransition(INSTANCE_STATES, 'starting', 'running')).toBe(true);
    expect(canTransition(INSTANCE_STATES, 'stopping', 'stopped')).toBe(true);
    expect(canTransition(INSTANCE_STATES, 'stopped', 'running')).toBe(false);
    expect(canTransition(INSTANCE_STATES, 'stopped', 'stopping')).toBe(false);
  });

  it('holds the bounds of §5 on the instance and on its resize', () => {
    const errors = validateValues(serviceInstances, { name: 'x', service_id: 's', user_id: 'u', status: 'stopped', cpu: 33, memory: 0, storage: 1001 }, { mode: 'create' });
    expect(Object.keys(errors).sort()).toEqual(['cpu', 'memory', 'storage']);
    const scale = findAction(serviceInstances, 'scale')!.ask!;
    expect(Object.keys(validateValues({ name: 'scale', fields: scale.fields }, { cpu: 32, memory: 128, storage: 10 }))).toEqual([]);
    expect(Object.keys(validateValues({ name: 'scale', fields: scale.fields }, { cpu: 0, memory: 129, storage: 9 })).sort()).toEqual(['cpu', 'memory', 'storage']);
  });
});

describe('services', () => {
  it('starts when stopped, restarts and stops when running (§4)', () => {
    const when = (action: string) =>
      ['running', 'stopped', 'maintenance', 'error'].filter((status) => actionApplies(services, findAction(services, action)!, { status }));
    expect(when('start')).toEqual(['stopped']);
    expect(when('stop')).toEqual(['running']);
    // A service in error is recovered by a restart (issue 26 §16).
    expect(when('restart')).toEqual(['running', 'error']);
    expect(canTransition(SERVICE_STATES, 'running', 'maintenance')).toBe(true);
  });
});
