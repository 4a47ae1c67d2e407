/**
 * The registered resource a stream or an export names, if this user may read it through the
 * API: the same roles the generic CRUD's routes demand. Else 404 or 403, in French.
 */
import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { getResource, type ResourceDef } from '@hexagone/schemas';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';

export function readableResource(collection: string, user: SessionUser | undefined): ResourceDef {
  const resource = getResource(collection);
  if (!resource) throw new NotFoundException(ERRORS.notFound);
  if (!user || !resource.access.includes(user.role)) throw new ForbiddenException(ERRORS.forbidden);
  return resource;
}
