/**
 * Who may open a live stream (`@Sse`), decided by a guard: before the answer's headers go out.
 * A refusal thrown by an `async` Server-Sent Events handler comes after Nest has already
 * answered 200 and opened the stream (it then arrives as an error event); from a guard it is the
 * plain 401, 403 or 404 a client expects, and nothing is streamed.
 */
import { applyDecorators, Injectable, NotFoundException, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { getResource } from '@hexagone/schemas';
import { Public } from '../../auth/roles.decorator';
import type { SessionUser } from '../../auth/session-user';
import { ERRORS } from '../../common/errors';
import { AccessService } from '../../crud/access.service';
import { CrudService } from '../../crud/crud.service';
import { isObjectId } from '../../crud/object-id';
import { SignedLinkGuard } from '../signed-links/signed-link.guard';

/** `list`: whoever may list the collection (by default the route's `:collection`); `read`: whoever may read the record of the route's `:id`. */
type StreamRule = { operation: 'list'; collection?: string } | { operation: 'read'; collection: string };

const STREAM_RULE = 'stream-rule';

@Injectable()
export class StreamAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
    private readonly crud: CrudService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<StreamRule>(STREAM_RULE, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.user as SessionUser | undefined;
    const collection = rule.collection ?? String(request.params.collection);
    if (rule.operation === 'list') {
      await this.access.listable(collection, user);
      return true;
    }
    const resource = getResource(collection);
    if (!resource) throw new NotFoundException(ERRORS.notFound);
    await this.access.assert(resource.access.read, user);
    const id = request.params.id;
    if (!isObjectId(id) || !(await this.crud.model(resource.name).exists({ _id: id }))) throw new NotFoundException(ERRORS.notFound);
    return true;
  }
}

/** A stream opened with a signed link (or a bearer, or a key), for the callers `rule` admits. */
export const StreamAccess = (rule: StreamRule) => applyDecorators(Public(), SetMetadata(STREAM_RULE, rule), UseGuards(SignedLinkGuard, StreamAccessGuard));
