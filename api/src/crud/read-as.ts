/**
 * A read by id as a caller may make it: the resource's read rule (403), the record within the
 * records the caller reaches (404 for another's, so ids cannot be probed), then only the fields
 * the caller may see. The generic read route and every route that serves a record's parts
 * (its private files) go through it, so ownership holds the same everywhere.
 */
import type { ResourceDef, Values } from '@hexagone/schemas';
import type { SessionUser } from '../auth/session-user';
import type { AccessService } from './access.service';
import type { CrudService } from './crud.service';

export async function readAs(access: AccessService, crud: CrudService, resource: ResourceDef, id: string, user: SessionUser | undefined): Promise<Values> {
  const owner = await access.scope(resource.access.read, user);
  return access.view(resource, await crud.findOne(resource, id, owner), user);
}
