/**
 * `GET /api/v1/{collection}` and `GET /api/v1/{collection}/{id}`: the public API reads every
 * registered collection through the generic routes (`/api/{collection}…`), so a key gets
 * exactly what the collection's declared rules give its permissions, and nothing is written
 * twice. The paths the v1 controllers serve themselves (instances, downloads, exports) are
 * left to them.
 */
import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { getResource } from '@hexagone/schemas';

/** Collections whose /v1 paths are their own routes. */
const OWN_ROUTES = new Set(['instances', 'billing_exports']);
const READ = /^\/api\/v1\/([a-z0-9_]+)(\/[^/?]+)?(\?.*)?$/;

export function genericReadPath(url: string): string | undefined {
  const match = READ.exec(url);
  if (!match || OWN_ROUTES.has(match[1]) || !getResource(match[1])) return undefined;
  return `/api/${match[1]}${match[2] ?? ''}${match[3] ?? ''}`;
}

@Injectable()
export class V1Reads implements NestMiddleware {
  use(req: Request, _res: Response, next: NextFunction): void {
    const path = req.method === 'GET' ? genericReadPath(req.originalUrl) : undefined;
    if (path) req.url = path;
    next();
  }
}
