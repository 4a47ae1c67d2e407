import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import {
  CHAIN_KEYED_ACTION,
  CHAIN_ORIGIN,
  chainKeys,
  ChainVerifier,
  canonicalJson,
  chainVerdict,
  checkpointSignature,
  entryHash as keyedHash,
  GENESIS_HASH,
  plainEntryHash,
} from './audit-chain';

const KEYS = chainKeys(randomBytes(32));
const entryHash = (entry: object) => keyedHash(entry, KEYS.entries);

type Entry = Record<string, unknown>;

/** A chain of `n` entries as the writer makes them (`hash`: how each is hashed, `action`: what each says). */
function chain(n: number, start = CHAIN_ORIGIN, hash: (entry: object) => string = entryHash, action = (_i: number) => 'user.login') {
  const entries: Entry[] = [];
  let previous = start;
  for (let i = 1; i <= n; i++) {
    const entry: Entry = { _id: `id${i}`, timestamp: new Date(Date.UTC(2026, 0, i)), action: action(i), details: { b: 1, a: [i] }, sequence: previous.sequence + 1, previous_hash: previous.hash };
    entry.hash = hash(entry);
    entries.push(entry);
    previous = { sequence: entry.sequence as number, hash: entry.hash as string };
  }
  return entries;
}

/** The same entries hashed again one after the other, as someone who rewrites the log would. */
function rehash(entries: Entry[], hash: (entry: object, i: number) => string): Entry[] {
  let previous = CHAIN_ORIGIN.hash;
  return entries.map((entry, i) => {
    const copy: Entry = { ...entry, previous_hash: previous };
    copy.hash = hash(copy, i);
    previous = copy.hash as string;
    return copy;
  });
}

const verify = (entries: Entry[], head: number, start = CHAIN_ORIGIN) => {
  const verifier = new ChainVerifier(start, KEYS.entries);
  for (const entry of entries) if (!verifier.next(entry)) break;
  return verifier.report(head);
};

describe('audit chain', () => {
  it('hashes the same content the same way whatever the key order, dates as ISO text', () => {
    expect(canonicalJson({ b: 1, a: { d: new Date(0), c: [1, 'x'] } })).toBe('{"a":{"c":[1,"x"],"d":"1970-01-01T00:00:00.000Z"},"b":1}');
    const [entry] = chain(1);
    expect(entryHash({ ...entry, details: { a: [1], b: 1 } })).toBe(entry.hash);
    expect(entry.previous_hash).toBe(GENESIS_HASH);
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
    const checkpoint = { sequence: 3, hash: entries[2].hash as string };
    expect(verify(entries, 6, checkpoint)).toMatchObject({ valid: true, checked: 3, first_sequence: 4 });
    expect(verify(entries.slice(3), 6, checkpoint).valid).toBe(true);
  });

  it('detects a rewrite whose hashes were all computed again without the key', () => {
    const entries = chain(4);
    const forged = rehash(
      entries.map((e) => (e.sequence === 2 ? { ...e, action: 'user.logout' } : e)),
      (entry) => plainEntryHash(entry),
    );
    expect(verify(forged, 4).valid).toBe(false);
    // Under another key, likewise.
    const otherKey = chainKeys(randomBytes(32)).entries;
    expect(verify(rehash(entries, (entry) => keyedHash(entry, otherKey)), 4).broken_at).toEqual({ sequence: 1, id: 'id1', reason: 'hash' });
  });

  it('keeps entries written before the key valid only once a keyed entry seals them', () => {
    // Three plain entries, then the seal, then keyed entries.
    const plain = chain(3, CHAIN_ORIGIN, plainEntryHash);
    const last = { sequence: 3, hash: plain[2].hash as string };
    const sealed = [...plain, ...chain(2, last, entryHash, (i) => (i === 1 ? CHAIN_KEYED_ACTION : 'user.login'))];
    expect(verify(sealed, 5)).toMatchObject({ valid: true, checked: 5 });
    // Plain entries with nothing to seal them: not valid (a whole log rewritten with plain hashes).
    expect(verify(plain, 3).broken_at).toEqual({ sequence: 1, id: 'id1', reason: 'unsealed' });
    // A keyed entry that is not the seal after plain ones, or a plain entry after a keyed one: broken.
    const unsealedThenKeyed = [...plain, ...chain(1, last)];
    expect(verify(unsealedThenKeyed, 4).broken_at).toMatchObject({ sequence: 4, reason: 'hash' });
    const keyedThenPlain = [...chain(2), ...chain(1, { sequence: 2, hash: chain(2)[1].hash as string }, plainEntryHash)];
    expect(verify(keyedThenPlain, 3).broken_at).toMatchObject({ sequence: 3, reason: 'hash' });
    // Rewriting a sealed plain entry breaks the seal's link (its previous hash is under the key).
    const rewritten = [...rehash(plain.map((e) => (e.sequence === 2 ? { ...e, action: 'user.logout' } : e)), (entry) => plainEntryHash(entry)), ...sealed.slice(3)];
    expect(verify(rewritten, 5).broken_at).toMatchObject({ sequence: 4, reason: 'previous_hash' });
  });

  it('signs checkpoints with its own key: a changed or foreign checkpoint does not match', () => {
    const point = { sequence: 7, hash: 'a'.repeat(64), timestamp: '2026-12-06T10:00:00.000Z', signed_at: '2026-12-06T10:05:00.000Z' };
    const signature = checkpointSignature(point, KEYS.checkpoints);
    expect(checkpointSignature({ ...point }, KEYS.checkpoints)).toBe(signature);
    expect(checkpointSignature({ ...point, hash: 'b'.repeat(64) }, KEYS.checkpoints)).not.toBe(signature);
    expect(checkpointSignature(point, chainKeys(randomBytes(32)).checkpoints)).not.toBe(signature);
    expect(KEYS.checkpoints.equals(KEYS.entries)).toBe(false);
  });

  it('says what it found in French', () => {
    expect(chainVerdict({ valid: true, checked: 1, first_sequence: 1, last_sequence: 1, broken_at: null })).toBe('Journal intègre : 1 entrée vérifiée');
    expect(chainVerdict({ valid: false, checked: 2, first_sequence: 1, last_sequence: 2, broken_at: { sequence: 3, id: null, reason: 'missing' } })).toBe(
      'Chaîne rompue à l’entrée n° 3 : entrée manquante',
    );
  });
});
