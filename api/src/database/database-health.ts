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
    connection: connection.readyState === CONNECTED && embedded !== 'restarting' ? 'ok' : 'indisponible',
    ...(embedded && { embedded: embedded === 'running' ? 'ok' : embedded === 'restarting' ? 'redémarrage' : 'arrêtée' }),
  };
}

export const isDatabaseUp = (status: DatabaseStatus) => status.connection === 'ok';

/** Paths that answer without the database (the health check says itself what is down). */
const WITHOUT_DATABASE = /^\/api\/health(\/|$)/;

/** 503 with Retry-After for every API call while the database is known to be down. */
export function databaseGate(connection: Connection, probe: DatabaseProbe, retryAfterSeconds: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api/') || WITHOUT_DATABASE.test(req.path)) return next();
    if (isDatabaseUp(databaseStatus(connection, probe))) return next();
    res.setHeader('Retry-After', String(retryAfterSeconds));
    res.status(503).json({ message: ERRORS.databaseUnavailable });
  };
}
