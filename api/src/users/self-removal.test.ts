import { describe, expect, it } from 'vitest';
import { SELF_REMOVAL_MESSAGES, selfRemovalRefusal } from './self-removal';

const me = { user: { _id: 'a1', id: 'a1', name: 'Alice', email: 'alice@exemple.fr', role: 'admin', permissions: [] } };
const record = { _id: 'a1', active: true };

describe('selfRemovalRefusal', () => {
  it('refuses deleting or deactivating oneself, in French', () => {
    expect(selfRemovalRefusal(record, 'delete', me)).toBe(SELF_REMOVAL_MESSAGES.delete);
    expect(selfRemovalRefusal(record, { active: false }, me)).toBe(SELF_REMOVAL_MESSAGES.deactivate);
  });

  it('lets one change one’s own name, another account be removed, and the server act', () => {
    expect(selfRemovalRefusal(record, { name: 'Alice B.' }, me)).toBeUndefined();
    expect(selfRemovalRefusal({ _id: 'b2', active: true }, 'delete', me)).toBeUndefined();
    expect(selfRemovalRefusal(record, 'delete', {})).toBeUndefined();
  });
});
