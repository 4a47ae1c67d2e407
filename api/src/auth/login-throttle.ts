/**
 * Per-account login throttling. Failures are counted per account and source: the address, or
 * the known device (known-devices.ts) the attempt came from. After `maxAttempts` of them that
 * source waits, twice as long at each further failure (up to SOURCE_MAX_DELAY_MS), so
 * guessing from one address stalls while the owner signing in from elsewhere is untouched.
 * A softer bound counts the account's failures from every source: past ACCOUNT_ATTEMPTS a
 * distributed attack is slowed (by ACCOUNT_MAX_DELAY_MS at most) for the devices the account
 * never signed in from; a known device is not held by it (auth.service.ts), so nobody can lock
 * the owner out. The e-mail is counted whether or not an account has it: an unknown e-mail
 * gets the same answers as a known one.
 *
 * The failures live in the database (login-failures.ts), one document each: every server
 * process counts the same failures, and none is lost to a concurrent write. A wait is derived
 * from them (the last failure, plus a delay that doubles with their number), never stored.
 */
export interface FailureCount {
  /** Failures within FORGET_AFTER_MS. */
  count: number;
  /** The last one (ms since the epoch). */
  last: number;
}

/** Where the failures are kept. */
export interface FailureStore {
  /** Each key's failures since `since`. */
  read(keys: readonly string[], since: number): Promise<Map<string, FailureCount>>;
  /** One failure of each key at `at`. */
  add(keys: readonly string[], at: number): Promise<void>;
  clear(key: string): Promise<void>;
}

const BASE_DELAY_MS = 30_000;
const SOURCE_MAX_DELAY_MS = 15 * 60_000;
export const ACCOUNT_ATTEMPTS = 50;
const ACCOUNT_MAX_DELAY_MS = 30_000;
/** Failures older than this no longer count. */
export const FORGET_AFTER_MS = 60 * 60_000;

const delay = (excess: number, max: number) => Math.min(BASE_DELAY_MS * 2 ** Math.min(excess, 20), max);

/** Where an attempt comes from: its address, or a device the account signed in from before. */
export type AttemptSource = { ip: string } | { device: string };

export interface Waits {
  /** The attempt's own source (address or device) must wait this long. */
  source: number;
  /** The account is held this long for sources it does not know. */
  account: number;
}

/** How long failures make the next attempt wait: from the `threshold`-th on, a delay that doubles, up to `max`. */
const waitAfter = (failures: FailureCount | undefined, threshold: number, max: number, now: number) =>
  failures && failures.count >= threshold ? Math.max(0, failures.last + delay(failures.count - threshold, max) - now) : 0;

export class LoginThrottle {
  constructor(
    private readonly store: FailureStore,
    private maxAttempts: number,
  ) {}

  /** The security settings' max_login_attempts, as saved: counted from the next failure on. */
  setMaxAttempts(maxAttempts: number): void {
    this.maxAttempts = maxAttempts;
  }

  async waits(email: string, source: AttemptSource, now = Date.now()): Promise<Waits> {
    const own = sourceKey(email, source);
    const account = accountKey(email);
    const failures = await this.store.read([own, account], now - FORGET_AFTER_MS);
    return {
      source: waitAfter(failures.get(own), this.maxAttempts, SOURCE_MAX_DELAY_MS, now),
      account: waitAfter(failures.get(account), ACCOUNT_ATTEMPTS, ACCOUNT_MAX_DELAY_MS, now),
    };
  }

  /** Counts a failure; answers whether the account is now held for unknown sources. */
  async failed(email: string, source: AttemptSource, now = Date.now()): Promise<{ accountHeld: boolean }> {
    const account = accountKey(email);
    await this.store.add([sourceKey(email, source), account], now);
    const failures = await this.store.read([account], now - FORGET_AFTER_MS);
    return { accountHeld: (failures.get(account)?.count ?? 0) >= ACCOUNT_ATTEMPTS };
  }

  /** A success clears its own source's failures, not the account's: others may still be guessing. */
  async succeeded(email: string, source: AttemptSource): Promise<void> {
    await this.store.clear(sourceKey(email, source));
  }
}

const normalise = (email: string) => email.trim().toLowerCase();
// The unit separator (U+001F), which no address holds: not NUL, which PostgreSQL's jsonb refuses
// to store (FerretDB on PostgreSQL answered the sign-in with a server error).
const sourceKey = (email: string, source: AttemptSource) =>
  'device' in source ? `${normalise(email)}\u001fdevice:${source.device}` : `${normalise(email)}\u001f${source.ip}`;
const accountKey = (email: string) => normalise(email);

/** '3 minutes', '1 minute', '30 secondes': what the French message says of a wait. */
export function frenchWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} seconde${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}
