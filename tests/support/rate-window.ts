/**
 * The login limit counts attempts per fixed minute: attempts that cross the turn of one are counted in two
 * windows. `inOneWindow` runs them, and if they crossed a turn, waits for the next minute (on the clock, not
 * a fixed sleep) and runs them again there; it answers their result and whether the last run fit in one window.
 */
import { vi } from 'vitest';

const window = () => Math.floor(Date.now() / 60_000);

export async function inOneWindow<T>(attempts: () => Promise<T>): Promise<{ result: T; oneWindow: boolean }> {
  const run = async () => {
    const first = window();
    const result = await attempts();
    return { result, oneWindow: window() === first };
  };
  const once = await run();
  if (once.oneWindow) return once;
  const turn = window() + 1;
  await vi.waitFor(() => {
    if (window() < turn) throw new Error('minute en cours');
  }, { timeout: 61_000, interval: 250 });
  return run();
}

/** Time for a test using inOneWindow: its attempts twice and the wait for a minute's turn. */
export const ONE_WINDOW_TIMEOUT_MS = 150_000;
