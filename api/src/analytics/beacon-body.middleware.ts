/**
 * navigator.sendBeacon posts its JSON as text/plain (any other type would need a CORS
 * preflight it cannot make): read it here, within the beacon's small size limit, so the
 * DTO's validation sees an object either way.
 */
import { BadRequestException, Injectable, type NestMiddleware } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { bodyLimitOf } from '../common/body-limits';

/** The limit api/src/common/body-limits.ts sets for a beacon sent as JSON. */
export const BEACON_BODY_LIMIT = bodyLimitOf('/api/analytics/collect')!;
const readText = express.text({ type: 'text/plain', limit: BEACON_BODY_LIMIT });

@Injectable()
export class BeaconBodyMiddleware implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction): void {
    readText(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (typeof req.body !== 'string') return next();
      try {
        req.body = JSON.parse(req.body) as unknown;
        next();
      } catch {
        next(new BadRequestException({ message: 'Mesure illisible' }));
      }
    });
  }
}
