/**
 * The chain that makes the audit log tamper-evident: each entry's hash is the HMAC-SHA-256 of its
 * content, its sequence number and the previous entry's hash, keyed with a secret kept outside
 * the database (derived from the secrets key, SECRETS_KEY or the data folder's `secrets-key`), so
 * changing, removing or inserting an entry breaks every link after it, and whoever can write to
 * the database but lacks the key cannot compute the hashes of a rewritten chain.
 *
 * Entries written before the key (plain SHA-256) stay verifiable as a prefix of the chain, but
 * only once a keyed `audit.chain_keyed` entry follows them (the server appends it at its first
 * start with the key): its `previous_hash`, under the key, seals that prefix. A chain of plain
 * entries with no such seal after them is not valid, so rewriting the whole log with plain
 * hashes is detected too. Against someone who also holds the key, the operator keeps signed
 * checkpoints elsewhere (checkpointSignature).
 */
import { createHash, createHmac, hkdfSync } from 'node:crypto';

/** The hash the first entry (or the first after a retention checkpoint of nothing) follows. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with keys in order and dates as ISO strings: the same bytes for the same content, before and after the database. */
export function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fields of an entry its hash covers (everything but its storage id and the hash itself). */
export const CHAINED_FIELDS = [
  'timestamp',
  'user',
  'user_name',
  'user_email',
  'action',
  'resource_type',
  'resource_id',
  'severity',
  'ip_address',
  'user_agent',
  'http_method',
  'request_url',
  'details',
  'error',
  'sequence',
  'previous_hash',
] as const;

/** The action of the entry that seals the entries written before the key. */
export const CHAIN_KEYED_ACTION = 'audit.chain_keyed' as const;

/** The chain's key and the checkpoints' key, each derived from the secrets key for its one use. */
export interface ChainKeys {
  entries: Buffer;
  checkpoints: Buffer;
}

export function chainKeys(secretsKey: Buffer): ChainKeys {
  const derive = (use: string) => Buffer.from(hkdfSync('sha256', secretsKey, Buffer.alloc(0), `hexagone:${use}`, 32));
  return { entries: derive('audit-chain'), checkpoints: derive('audit-checkpoints') };
}

const covered = (entry: object) => {
  const fields = entry as Record<string, unknown>;
  return canonicalJson(Object.fromEntries(CHAINED_FIELDS.map((name) => [name, fields[name] ?? null])));
};

/** The hash of an entry, under the chain's key. */
export const entryHash = (entry: object, key: Buffer): string => createHmac('sha256', key).update(covered(entry)).digest('hex');

/** The hash entries had before the chain was keyed. */
export const plainEntryHash = (entry: object): string => createHash('sha256').update(covered(entry)).digest('hex');

/** Where the chain starts: after the last entry the retention removed, else at the beginning. */
export interface ChainStart {
  sequence: number;
  hash: string;
}

export const CHAIN_ORIGIN: ChainStart = { sequence: 0, hash: GENESIS_HASH };

export type BrokenReason = 'missing' | 'previous_hash' | 'hash' | 'unsealed' | 'checkpoint';

export interface ChainBreak {
  sequence: number;
  id: string | null;
  reason: BrokenReason;
}

/** What the verification of a whole chain found. */
export interface ChainReport {
  valid: boolean;
  checked: number;
  first_sequence: number | null;
  last_sequence: number | null;
  broken_at: ChainBreak | null;
}

/** Follows the chain in sequence order and stops at its first broken link. */
export class ChainVerifier {
  private expected: ChainStart;
  private checked = 0;
  private first: number | null = null;
  private broken: ChainBreak | null = null;
  /** The first of the plain entries read and not yet sealed by a keyed `audit.chain_keyed` entry. */
  private unsealed: ChainBreak | null = null;
  private keyed = false;

  constructor(
    private readonly start: ChainStart,
    private readonly key: Buffer,
  ) {
    this.expected = start;
  }

  /** Whether the entry's hash holds: under the key, or plain while no keyed entry came before it. */
  private hashHolds(entry: Record<string, unknown>, id: string | null, sequence: number): boolean {
    if (entryHash(entry, this.key) === entry.hash) {
      if (this.unsealed && entry.action !== CHAIN_KEYED_ACTION) return false;
      this.unsealed = null;
      this.keyed = true;
      return true;
    }
    if (this.keyed || plainEntryHash(entry) !== entry.hash) return false;
    this.unsealed ??= { sequence, id, reason: 'unsealed' };
    return true;
  }

  /** Takes the next entry; false once a break is found (the rest need not be read). */
  next(entry: Record<string, unknown>): boolean {
    if (this.broken) return false;
    const sequence = Number(entry.sequence);
    // An entry at or before the checkpoint was due to be removed: the retention is still at work.
    if (sequence <= this.start.sequence) return true;
    const id = entry._id === undefined ? null : String(entry._id);
    const wanted = this.expected.sequence + 1;
    if (sequence !== wanted) this.broken = { sequence: wanted, id: null, reason: 'missing' };
    else if (entry.previous_hash !== this.expected.hash) this.broken = { sequence, id, reason: 'previous_hash' };
    else if (!this.hashHolds(entry, id, sequence)) this.broken = { sequence, id, reason: 'hash' };
    if (this.broken) return false;
    this.first ??= sequence;
    this.checked += 1;
    this.expected = { sequence, hash: String(entry.hash) };
    return true;
  }

  /** `head`: the sequence the writer last recorded; entries after the last one read were removed. */
  report(head: number): ChainReport {
    if (!this.broken && head > this.expected.sequence) this.broken = { sequence: this.expected.sequence + 1, id: null, reason: 'missing' };
    this.broken ??= this.unsealed;
    return { valid: !this.broken, checked: this.checked, first_sequence: this.first, last_sequence: this.checked ? this.expected.sequence : null, broken_at: this.broken };
  }
}

/** The French sentence the screen shows for a report. */
export function chainVerdict(report: ChainReport): string {
  if (!report.broken_at) return `Journal intègre : ${report.checked} entrée${report.checked > 1 ? 's' : ''} vérifiée${report.checked > 1 ? 's' : ''}`;
  const { sequence, reason } = report.broken_at;
  const why = {
    missing: 'entrée manquante',
    previous_hash: 'lien avec l’entrée précédente rompu',
    hash: 'contenu modifié',
    unsealed: 'entrées sans clé que rien ne scelle',
    checkpoint: 'différente du point de contrôle enregistré',
  }[reason];
  return `Chaîne rompue à l’entrée n° ${sequence} : ${why}`;
}

/** A point of the chain an operator keeps outside the installation, with this installation's signature. */
export interface ChainCheckpoint {
  sequence: number;
  hash: string;
  /** When the entry was written (ISO text). */
  timestamp: string;
  signed_at: string;
  /** HMAC-SHA-256 of the fields above, in base64url, under the checkpoints' key. */
  signature: string;
}

export function checkpointSignature(point: Omit<ChainCheckpoint, 'signature'>, key: Buffer): string {
  const { sequence, hash, timestamp, signed_at } = point;
  return createHmac('sha256', key).update(canonicalJson({ sequence, hash, timestamp, signed_at })).digest('base64url');
}
