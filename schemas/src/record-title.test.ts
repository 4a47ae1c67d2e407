import { describe, expect, it } from 'vitest';
import { resources } from './registry';
import { titleFieldOf } from './record-title';
import { ACTIVITY_COLLECTIONS } from './resources/user_activity';
import { getResource } from './registry';

describe('titleFieldOf', () => {
  it('names a record of every registered collection an activity entry can point at', () => {
    for (const { value } of ACTIVITY_COLLECTIONS) {
      const resource = getResource(value);
      if (resource) expect(titleFieldOf(resource), value).toBeDefined();
    }
  });

  it('names a field the resource declares', () => {
    for (const resource of resources) {
      const title = titleFieldOf(resource);
      if (title) expect(resource.fields.map((f) => f.name), resource.name).toContain(title);
    }
  });
});
