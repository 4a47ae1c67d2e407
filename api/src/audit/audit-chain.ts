/**
 * The chain that makes the audit log tamper-evident: each entry's hash is the SHA-256 of its
 * content, its sequence number and the previous entry's hash, so changing, removing or
 * inserting an entry breaks every link after it. Pure functions: the writer and the
 * verification use them, the tests check them.
 */
import { createHash } from 'node:crypto';

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

export function entryHash(entry: object): string {
  const fields = entry as Record<string, unknown>;
  const covered = Object.fromEntries(CHAINED_FIELDS.map((name) => [name, fields[name] ?? null]));
  return createHash('sha256').update(canonicalJson(covered)).digest('hex');
}

/** Where the chain starts: after the last entry the retention removed, else at the beginning. */
export interface ChainStart {
  sequence: number;
  hash: string;
}

export const CHAIN_ORIGIN: ChainStart = { sequence: 0, hash: GENESIS_HASH };

export type BrokenReason = 'missing' | 'previous_hash' | 'hash';

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

  constructor(private readonly start: ChainStart) {
    this.expected = start;
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
    else if (entryHash(entry) !== entry.hash) this.broken = { sequence, id, reason: 'hash' };
    if (this.broken) return false;
    this.first ??= sequence;
    this.checked += 1;
    this.expected = { sequence, hash: String(entry.hash) };
    return true;
  }

  /** `head`: the sequence the writer last recorded; entries after the last one read were removed. */
  report(head: number): ChainReport {
    if (!this.broken && head > this.expected.sequence) this.broken = { sequence: this.expected.sequence + 1, id: null, reason: 'missing' };
    return { valid: !this.broken, checked: this.checked, first_sequence: this.first, last_sequence: this.checked ? this.expected.sequence : null, broken_at: this.broken };
  }
}

/** The French sentence the screen shows for a report. */
export function chainVerdict(report: ChainReport): string {
  if (!report.broken_at) return `Journal intègre : ${report.checked} entrée${report.checked > 1 ? 's' : ''} vérifiée${report.checked > 1 ? 's' : ''}`;
  const { sequence, reason } = report.broken_at;
  const why = reason === 'missing' ? 'entrée manquante' : reason === 'previous_hash' ? 'lien avec l’entrée précédente rompu' : 'contenu modifié';
  return `Chaîne rompue à l’entrée n° ${sequence} : ${why}`;
}
