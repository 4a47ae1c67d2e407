import { describe, expect, it } from 'vitest';
import { entryUser, shortAgent, withLiveEntry } from './audit-format';
import type { AuditEntry } from './audit-api';

describe('audit screen format', () => {
  it('names the user by name, else e-mail, else Système', () => {
    expect(entryUser({ user_name: 'Alice', user_email: 'a@x.fr' })).toBe('Alice');
    expect(entryUser({ user_name: null, user_email: 'a@x.fr' })).toBe('a@x.fr');
    expect(entryUser({ user_name: null, user_email: null })).toBe('Système');
  });

  it('cuts the user agent at 30 characters', () => {
    expect(shortAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit')).toBe('Mozilla/5.0 (X11; Linux x86_64…');
    expect(shortAgent('curl/8')).toBe('curl/8');
    expect(shortAgent(null)).toBe('');
  });

  it('puts a live entry on top and keeps at most the given rows', () => {
    const entry = (id: string) => ({ id }) as AuditEntry;
    const rows = Array.from({ length: 100 }, (_, i) => entry(`e${i}`));
    const next = withLiveEntry(rows, entry('new'), 100);
    expect(next).toHaveLength(100);
    expect(next[0]!.id).toBe('new');
    expect(next.at(-1)!.id).toBe('e98');
  });
});
