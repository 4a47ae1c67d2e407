/**
 * An AbortSignal per HTTP request that fires when the client goes away before the answer
 * is sent, reachable from services without threading it through every controller: a list
 * scan nobody waits for any more is stopped instead of running on for minutes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

const storage = new AsyncLocalStorage<AbortSignal>();

/** Why a request's work was stopped: its client went away. Not a fault of the server (see ErrorFilter). */
export class ClientGoneError extends Error {
  constructor() {
    super('client disconnected');
    this.name = 'ClientGoneError';
  }
}

export function requestSignal(_req: Request, res: Response, next: NextFunction): void {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new ClientGoneError());
  });
  storage.run(controller.signal, next);
}

/** The signal of the request being served, if any. */
export const currentRequestSignal = (): AbortSignal | undefined => storage.getStore();
