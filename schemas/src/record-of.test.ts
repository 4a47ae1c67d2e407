import { describe, expectTypeOf, it } from 'vitest';
import type { ServiceInstance, InstanceStatus } from './resources/service_instances';

describe('RecordOf', () => {
  it('types each declared field by its kind: options as their values, numbers, switches, arrays', () => {
    type Instance = ServiceInstance;
    expectTypeOf<Instance['status']>().toEqualTypeOf<InstanceStatus | undefined>();
    expectTypeOf<Instance['name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Instance['nodes']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Instance['auto_start']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Instance['backups']>().toEqualTypeOf<Record<string, unknown>[] | undefined>();
    expectTypeOf<Instance['cpu']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Instance['_id']>().toEqualTypeOf<string>();
  });

  it('is a record the generic code takes as its values', () => {
    expectTypeOf<ServiceInstance>().toMatchTypeOf<Record<string, unknown>>();
  });
});
