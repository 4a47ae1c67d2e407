/**
 * Whether the database can answer, from what this process already knows (the embedded
 * child's supervision and the driver's connection state), without waiting on a query: while
 * it is down, every API call that needs it answers 503 at once instead of hanging.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Connection } from 'mongoose';
import { ERRORS } from '../common/errors';
import type { EmbeddedDbState } from './embedded-db';

export interface DatabaseProbe {
  embeddedState(): EmbeddedDbState | undefined;
}

/** Injection token of the running server's DatabaseProbe. */
export const DATABASE_PROBE = Symbol('DATABASE_PROBE');

export interface DatabaseStatus {
  /** The connection to the database. */
  connection: 'ok' | 'indisponible';
  /** The embedded database's process, when the server runs one. */
  embedded?: 'ok' | 'redémarrage' | 'arrêtée';
}

const CONNECTED = 1;

export function databaseStatus(connection: Connection, probe: DatabaseProbe): DatabaseStatus {
  const embedded = probe.embeddedState();
  return {
    connection: Number(connection.readyState) === CONNECTED && embedded !== 'restarting' ? 'ok' : 'indisponible',
    ...(embedded && { embedded: embedded === 'running' ? 'ok' : embedded === 'restarting' ? 'redémarrage' : 'arrêtée' }),
  };
}

export const isDatabaseUp = (status: DatabaseStatus) => status.connection === 'ok';

/** Paths that answer without the database (the health check says itself what is down). */
const WITHOUT_DATABASE = /^\/api\/health(\/|$)/;

/**
 * A connection lost for less than this is not yet "known to be down": under a burst of load
 * the driver's one-second heartbeat can miss its answer and report the connection lost while
 * the database is answering. Shedding then would refuse even the lists served from memory;
 * a call that does need the database meanwhile fails on its own within the driver's server
 * selection time (a 503 too).
 */
export const DISCONNECTED_GRACE_MS = 5_000;

/** 503 with Retry-After for every API call while the database is known to be down. */
export function databaseGate(connection: Connection, probe: DatabaseProbe, retryAfterSeconds: number, graceMs = DISCONNECTED_GRACE_MS): RequestHandler {
  let lostSince: number | undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/') || WITHOUT_DATABASE.test(req.path)) return next();
    const embedded = probe.embeddedState();
    if (Number(connection.readyState) === CONNECTED) lostSince = undefined;
    else lostSince ??= Date.now();
    const lostLongEnough = lostSince !== undefined && Date.now() - lostSince >= graceMs;
    if (embedded !== 'restarting' && embedded !== 'stopped' && !lostLongEnough) return next();
    res.setHeader('Retry-After', String(retryAfterSeconds));
    res.status(503).json({ message: ERRORS.databaseUnavailable });
  };
}
