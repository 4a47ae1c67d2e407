/**
 * How a list's time limits reach the client: a query stopped by its limit, or a wait for work
 * it depends on that lasts too long, is a 503 the client may retry, never a server error.
 */
import { ServiceUnavailableException } from '@nestjs/common';
import { BusyException } from '../common/busy';

const TOO_LONG = 'La liste a demandé trop de temps\u00a0: précisez la recherche ou les filtres, ou réessayez dans quelques instants.';

/** A list query stopped by its time limit (maxTimeMS) is a 503 the client may retry, not a server error. */
export async function overTimeAsBusy<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    const { code, codeName } = error as { code?: unknown; codeName?: unknown };
    if (code === 50 || codeName === 'MaxTimeMSExpired') throw new ServiceUnavailableException({ message: TOO_LONG });
    throw error;
  }
}

/** Waits for `work` at most `ms` (then 503, retry in 30 s), or until the client leaves. */
export async function waitFor(work: Promise<void>, ms: number, signal?: AbortSignal): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let abandon: (() => void) | undefined;
  try {
    await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new BusyException(30)), ms);
        abandon = () => reject(signal?.reason instanceof Error ? signal.reason : new Error(String(signal?.reason)));
        signal?.addEventListener('abort', abandon, { once: true });
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (abandon) signal?.removeEventListener('abort', abandon);
  }
}
