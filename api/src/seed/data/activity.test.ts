import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random';
import { ACTIVITY_DAYS, demoActivity } from './activity';

const now = new Date('2025-06-15T10:00:00Z');
const world = {
  admins: [{ id: 'a1', email: 'claire@x.fr' }],
  agents: [{ id: 's1', email: 'sophie@x.fr' }],
  records: {
    users: [{ id: 'u1', label: 'Marie Dupont' }],
    roles: [{ id: 'r1', label: 'Éditeur' }],
    services: [{ id: 'sv1', label: 'Hosting HA — Atelier Lumière' }],
    support_tickets: [{ id: 't1', label: 'Site inaccessible' }],
    billing_invoices: [{ id: 'i1', label: 'FAC-2025-0001' }],
  },
  resourceType: (collection: string) => (collection === 'users' ? 'Utilisateur' : null),
};
const entries = demoActivity(now, seededRandom(1), world);

describe('demoActivity', () => {
  it('covers the last month, oldest first, never in the future', () => {
    expect(entries.length).toBeGreaterThan(ACTIVITY_DAYS * 2);
    const times = entries.map((e) => e.created_at.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Math.max(...times)).toBeLessThan(now.getTime());
    expect(now.getTime() - Math.min(...times)).toBeLessThan((ACTIVITY_DAYS + 1) * 86_400_000);
  });

  it('holds logins, refused logins and every kind of write, by the staff', () => {
    const kinds = new Set(entries.map((e) => `${e.action}/${e.status_code}`));
    for (const kind of ['login/200', 'login/401', 'create/201', 'update/200', 'delete/200']) expect(kinds).toContain(kind);
    expect(new Set(entries.map((e) => e.user_id))).toEqual(new Set(['a1', 's1']));
  });

  it('support staff change tickets; nothing names a password', () => {
    for (const entry of entries) {
      if (entry.collection === 'support_tickets') expect(['s1']).toContain(entry.user_id);
      expect(JSON.stringify(entry)).not.toMatch(/"password"\s*:/i);
    }
  });
});
