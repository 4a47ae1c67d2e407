/**
 * Refuses a request whose body or query holds the NUL character (U+0000) in a text: PostgreSQL's
 * jsonb cannot store it (FerretDB's PostgreSQL backend failed the write, a 500), and no field of
 * the product needs it. Refused on every database, so that an installation answers the same
 * whatever it runs on: a clear 400 before any work is done.
 */
import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export const NUL_REFUSED = 'Le texte envoyé contient un caractère nul (U+0000), qui ne peut pas être enregistré : retirez-le puis renvoyez.';

/** Whether a parsed value (a JSON body, a query) holds U+0000 in a text or a key. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner));
  return false;
}

export function nulGuard(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => next(holdsNul(req.body) || holdsNul(req.query) ? new BadRequestException(NUL_REFUSED) : undefined);
}
