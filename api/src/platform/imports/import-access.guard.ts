/**
 * Who may import into a collection, decided before multer reads the file: an import is a
 * write, so it takes the same check as POST and PUT (the resource's `create` or `update`
 * rule, never a read-only team role), and only for callers who reach every record: an
 * import matches rows to records by id or unique value, across owners, so a caller admitted
 * only to their own records (a customer) imports nothing. The guard leaves what it found on the
 * request for the handler: which of creation and update this caller may do.
 */
import { ForbiddenException, Injectable, MethodNotAllowedException, NotFoundException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { allowsWrite, getResource, reach, type AccessRule, type Caller, type ResourceDef } from '@hexagone/schemas';
import type { Request } from 'express';
import { ERRORS } from '../../common/errors';
import { AccessService } from '../../crud/access.service';
import { userOf } from '../../crud/crud.controller';

export interface ImportGrant {
  resource: ResourceDef;
  create: boolean;
  update: boolean;
}

const GRANT = Symbol('import-grant');
type GrantedRequest = Request & { [GRANT]?: ImportGrant };

export const importGrantOf = (req: Request): ImportGrant => {
  const grant = (req as GrantedRequest)[GRANT];
  if (!grant) throw new ForbiddenException(ERRORS.forbidden);
  return grant;
};

const writesEveryRecord = (rule: AccessRule, caller: Caller | null | undefined) => allowsWrite(rule, caller) && reach(rule, caller) === 'all';

@Injectable()
export class ImportAccessGuard implements CanActivate {
  constructor(private readonly access: AccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<GrantedRequest>();
    const resource = getResource(String(req.params.collection));
    if (!resource) throw new NotFoundException(ERRORS.notFound);
    if (resource.singleton || (!resource.operations.create && !resource.operations.edit)) throw new MethodNotAllowedException(ERRORS.methodNotAllowed);
    const caller = await this.access.caller(userOf(req));
    const create = Boolean(resource.operations.create) && writesEveryRecord(resource.access.create, caller);
    const update = Boolean(resource.operations.edit) && writesEveryRecord(resource.access.update, caller);
    if (!create && !update) throw new ForbiddenException(ERRORS.forbidden);
    req[GRANT] = { resource, create, update };
    return true;
  }
}
