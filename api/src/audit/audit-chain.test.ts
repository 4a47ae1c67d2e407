import { describe, expect, it } from 'vitest';
import { CHAIN_ORIGIN, ChainVerifier, canonicalJson, chainVerdict, entryHash, GENESIS_HASH } from './audit-chain';

/** A chain of `n` entries as the writer makes them. */
function chain(n: number, start = CHAIN_ORIGIN) {
  const entries: Record<string, unknown>[] = [];
  let previous = start;
  for (let i = 1; i <= n; i++) {
    const entry: Record<string, unknown> = { _id: `id${i}`, timestamp: new Date(Date.UTC(2026, 0, i)), action: 'user.login', details: { b: 1, a: [i] }, sequence: previous.sequence + 1, previous_hash: previous.hash };
    entry.hash = entryHash(entry);
    entries.push(entry);
    previous = { sequence: entry.sequence as number, hash: entry.hash as string };
  }
  return entries;
}

const verify = (entries: Record<string, unknown>[], head: number, start = CHAIN_ORIGIN) => {
  const verifier = new ChainVerifier(start);
  for (const entry of entries) if (!verifier.next(entry)) break;
  return verifier.report(head);
};

describe('audit chain', () => {
  it('hashes the same content the same way whatever the key order, dates as ISO text', () => {
    expect(canonicalJson({ b: 1, a: { d: new Date(0), c: [1, 'x'] } })).toBe('{"a":{"c":[1,"x"],"d":"1970-01-01T00:00:00.000Z"},"b":1}');
    const [entry] = chain(1);
    expect(entryHash({ ...entry, details: { a: [1], b: 1 } })).toBe(entry!.hash);
    expect(entry!.previous_hash).toBe(GENESIS_HASH);
  });

  it('finds an intact chain valid and reports the first broken link otherwise', () => {
    const entries = chain(5);
    expect(verify(entries, 5)).toEqual({ valid: true, checked: 5, first_sequence: 1, last_sequence: 5, broken_at: null });
    const changed = entries.map((e) => (e.sequence === 3 ? { ...e, action: 'user.logout' } : e));
    expect(verify(changed, 5).broken_at).toEqual({ sequence: 3, id: 'id3', reason: 'hash' });
    expect(verify(entries.filter((e) => e.sequence !== 2), 5).broken_at).toEqual({ sequence: 2, id: null, reason: 'missing' });
    expect(verify(entries.slice(0, 4), 5).broken_at).toEqual({ sequence: 5, id: null, reason: 'missing' });
    const rehashed = entries.map((e) => (e.sequence === 4 ? { ...e, previous_hash: GENESIS_HASH, hash: entryHash({ ...e, previous_hash: GENESIS_HASH }) } : e));
    expect(verify(rehashed, 5).broken_at).toEqual({ sequence: 4, id: 'id4', reason: 'previous_hash' });
  });

  it('verifies from a retention checkpoint, skipping what is still to remove', () => {
    const entries = chain(6);
    const checkpoint = { sequence: 3, hash: entries[2]!.hash as string };
    expect(verify(entries, 6, checkpoint)).toMatchObject({ valid: true, checked: 3, first_sequence: 4 });
    expect(verify(entries.slice(3), 6, checkpoint).valid).toBe(true);
  });

  it('says what it found in French', () => {
    expect(chainVerdict({ valid: true, checked: 1, first_sequence: 1, last_sequence: 1, broken_at: null })).toBe('Journal intègre : 1 entrée vérifiée');
    expect(chainVerdict({ valid: false, checked: 2, first_sequence: 1, last_sequence: 2, broken_at: { sequence: 3, id: null, reason: 'missing' } })).toBe(
      'Chaîne rompue à l’entrée n° 3 : entrée manquante',
    );
  });
});
