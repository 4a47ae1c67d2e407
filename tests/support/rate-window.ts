/**
 * The request limits (sign-in, contact form, chat, API keys…) count in fixed windows, a multiple of
 * their length from the epoch: requests that cross the turn of one are counted in two. A test that
 * fills a limit starts where the current window leaves it room, waiting on the clock (never a fixed
 * sleep) for the next window when it does not.
 */
import { vi } from 'vitest';

export const MINUTE_MS = 60_000;

/** Waits until the current window of `windowMs` has more than `neededMs` left (at most `neededMs`). */
export async function roomInWindow(windowMs: number, neededMs = 15_000): Promise<void> {
  await vi.waitFor(
    () => {
      if (windowMs - (Date.now() % windowMs) <= neededMs) throw new Error('fenêtre bientôt finie');
    },
    { timeout: neededMs + 5_000, interval: 100 },
  );
}
