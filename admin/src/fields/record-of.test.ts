import { describe, expect, it } from 'vitest';
import { GONE_RECORD, keptLabel } from './record-of';

describe('keptLabel', () => {
  it('reads the label kept when the entry was written (an invitation, a deleted role)', () => {
    expect(keptLabel({ resource_id: 'a1', details: { label: 'zoe@exemple.fr' } }, 'resource_id')).toBe('zoe@exemple.fr');
  });

  it("names a removed member's own entries after her, as the Utilisateur column does", () => {
    expect(keptLabel({ resource_id: 'u1', user_id: 'u1', actor_name: 'Éva Éditrice', details: {} }, 'resource_id')).toBe('Éva Éditrice');
  });

  it('says what kind of record is gone rather than its id', () => {
    expect(keptLabel({ resource_id: 'r1', user_id: 'u1', resource_type: 'Rôle', details: {} }, 'resource_id')).toBe('Rôle (supprimé)');
    expect(keptLabel({ resource_id: 'r1' }, 'resource_id')).toBe(GONE_RECORD);
  });
});
