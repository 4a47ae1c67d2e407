import { describe, expect, it } from 'vitest';
import { sessionEnded } from './session-policy';

const policy = { idleMs: 60 * 60_000, absoluteMs: 12 * 3600_000 };
const at = (iso: string) => new Date(iso);

describe('sessionEnded', () => {
  const session = { last_seen: at('2026-01-01T10:00:00Z'), expires_at: at('2026-01-01T20:00:00Z') };

  it('keeps a session used within the idle timeout', () => {
    expect(sessionEnded(session, at('2026-01-01T10:59:00Z').getTime(), policy)).toBeUndefined();
  });

  it('ends a session idle for the timeout', () => {
    expect(sessionEnded(session, at('2026-01-01T11:00:00Z').getTime(), policy)).toBe('idle');
  });

  it('ends a session at its absolute lifetime, however active', () => {
    const active = { ...session, last_seen: at('2026-01-01T19:59:59Z') };
    expect(sessionEnded(active, at('2026-01-01T20:00:00Z').getTime(), policy)).toBe('expired');
  });
});
