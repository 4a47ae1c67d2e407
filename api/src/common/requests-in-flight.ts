/**
 * The requests this process is answering now, so that reads nobody waits for (the preload of
 * lists and searchable texts after a start) give them the machine: the first requests on a
 * cold server are not slowed by a scan. Live streams (Server-Sent Events) do not count.
 */
import type { Response } from 'express';

const answering = new Set<Response>();
/** When the last answer was sent: a client sending requests one after the other leaves only short gaps. */
let lastAnswerAt = 0;
/** Background work waits for this long a silence after the last answer. */
const QUIET_MS = 50;

/**
 * The requests whose handler still works: until it ends its answer, even when its client has gone
 * (a connection closed under an import still being written). An answer that had begun (a
 * download, a stream) ends with its connection: its pipe stops there.
 */
const handling = new Set<Response>();

/** Counts a response until it is sent or its connection closes (HttpMetrics' middleware sees every request). */
export function trackAnswer(res: Response): void {
  answering.add(res);
  handling.add(res);
  const done = () => {
    if (answering.delete(res)) lastAnswerAt = Date.now();
  };
  const handled = () => handling.delete(res);
  res.once('finish', () => {
    done();
    handled();
  });
  res.once('close', () => {
    done();
    if (res.headersSent) handled();
  });
  const end = res.end.bind(res);
  res.end = ((...args: Parameters<Response['end']>) => {
    handled();
    return end(...args);
  }) as Response['end'];
}

/**
 * Resolves once every handler has ended its answer, or at `deadline` (ms since the epoch): a stopping
 * server closes its database only after the work its requests started, whether or not their clients
 * still wait for the answer.
 */
export async function handlersDone(deadline: number, stepMs = 20): Promise<void> {
  while (handling.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, stepMs));
}

function answeringNow(): boolean {
  if (Date.now() - lastAnswerAt < QUIET_MS) return true;
  for (const res of answering) if (!String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return true;
  return false;
}

/** Resolves once no request has been answered for QUIET_MS, or after `maxMs`: background work is slowed, never stopped. */
export async function requestsQuiet(maxMs = 1_000, stepMs = 5): Promise<void> {
  const until = Date.now() + maxMs;
  while (answeringNow() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, stepMs));
}
