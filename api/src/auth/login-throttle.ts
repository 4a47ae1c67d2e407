/**
 * Per-account login throttling. Failures are counted per account and address pair: after
 * `maxAttempts` of them that pair waits, twice as long at each further failure (up to
 * PAIR_MAX_DELAY_MS), so guessing from one address stalls while the owner signing in from
 * elsewhere is untouched. A softer bound counts the account's failures from every address:
 * past ACCOUNT_ATTEMPTS a distributed attack is slowed, but never by more than
 * ACCOUNT_MAX_DELAY_MS, so nobody can lock a victim out. The e-mail is counted whether or not
 * an account has it: an unknown e-mail gets the same answers as a known one.
 *
 * State lives in this process (a bounded map, forgotten after FORGET_AFTER_MS without
 * failure); with several processes each keeps its own counts, which only loosens the bound
 * by the number of processes.
 */
export interface ThrottleOptions {
  maxAttempts: number;
}

interface Failures {
  count: number;
  /** No attempt before this instant (ms). */
  until: number;
  last: number;
}

const BASE_DELAY_MS = 30_000;
const PAIR_MAX_DELAY_MS = 15 * 60_000;
const ACCOUNT_ATTEMPTS = 50;
const ACCOUNT_MAX_DELAY_MS = 30_000;
const FORGET_AFTER_MS = 60 * 60_000;
const MAX_ENTRIES = 50_000;

const delay = (excess: number, max: number) => Math.min(BASE_DELAY_MS * 2 ** Math.min(excess, 20), max);

export class LoginThrottle {
  private readonly entries = new Map<string, Failures>();

  constructor(private readonly options: ThrottleOptions) {}

  /** The security settings' max_login_attempts, as saved: counted from the next failure on. */
  setMaxAttempts(maxAttempts: number): void {
    this.options.maxAttempts = maxAttempts;
  }

  /** Milliseconds this attempt must still wait, 0 when it may proceed. */
  waitFor(email: string, ip: string, now = Date.now()): number {
    const pair = this.get(pairKey(email, ip), now);
    const account = this.get(accountKey(email), now);
    return Math.max(0, (pair?.until ?? 0) - now, (account?.until ?? 0) - now);
  }

  failed(email: string, ip: string, now = Date.now()): void {
    const pair = this.bump(pairKey(email, ip), now);
    if (pair.count >= this.options.maxAttempts) pair.until = now + delay(pair.count - this.options.maxAttempts, PAIR_MAX_DELAY_MS);
    const account = this.bump(accountKey(email), now);
    if (account.count >= ACCOUNT_ATTEMPTS) account.until = now + delay(account.count - ACCOUNT_ATTEMPTS, ACCOUNT_MAX_DELAY_MS);
  }

  /** A success clears its own address's count, not the account's: others may still be guessing. */
  succeeded(email: string, ip: string): void {
    this.entries.delete(pairKey(email, ip));
  }

  private get(key: string, now: number): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.last > FORGET_AFTER_MS && now >= entry.until) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private bump(key: string, now: number): Failures {
    const entry = this.get(key, now) ?? { count: 0, until: 0, last: now };
    entry.count += 1;
    entry.last = now;
    // Re-inserted last: the map's order is least recently failed first, the first to drop.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}

const normalise = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => `${normalise(email)}\u0000${ip}`;
const accountKey = (email: string) => normalise(email);

/** '3 minutes', '1 minute', '30 secondes': what the French message says of a wait. */
export function frenchWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} seconde${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}
