import { describe, expect, it } from 'vitest';
import { exitReason } from './exit-reason';

describe('exitReason', () => {
  it('names signals in French, never SIGTERM or SIGKILL', () => {
    expect(exitReason(null, 'SIGTERM')).toBe('arrêt demandé par le système');
    expect(exitReason(null, 'SIGKILL')).toBe('arrêt forcé par le système');
    expect(exitReason(null, 'SIGUSR2')).toBe('arrêt imposé par le système');
  });

  it('gives the exit code otherwise', () => {
    expect(exitReason(3, null)).toBe('code de sortie 3');
    expect(exitReason(0, null)).toBe('fin normale');
  });
});
