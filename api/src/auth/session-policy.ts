/**
 * How long a session lives: idle for the security settings' `session_timeout` minutes at most
 * (SESSION_IDLE_MINUTES before any is saved), and never past the token's absolute lifetime.
 * Pure values, no I/O.
 */
import ms, { type StringValue } from 'ms';
import { config } from '../config';

export interface SessionPolicy {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however active. */
  absoluteMs: number;
}

export function sessionPolicy(idleMinutes: number = config.sessionIdleMinutes): SessionPolicy {
  return { idleMs: idleMinutes * 60_000, absoluteMs: ms(config.jwtExpiresIn as StringValue) };
}

/** Why a stored session no longer opens anything, or undefined while it is alive. */
export function sessionEnded(
  session: { last_seen: Date; expires_at: Date },
  now: number,
  policy: SessionPolicy = sessionPolicy(),
): 'idle' | 'expired' | undefined {
  if (session.expires_at.getTime() <= now) return 'expired';
  if (now - session.last_seen.getTime() >= policy.idleMs) return 'idle';
  return undefined;
}
