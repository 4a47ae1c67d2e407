/**
 * Logs every write request that succeeds: each record the CRUD hooks saw written, or,
 * for an endpoint that writes on its own (a password reset), what its address says.
 * Logins are logged once a session is opened (after the second factor for an
 * administrator); a refused login is logged too, with status 401, so that repeated
 * failures on an account show in the log. Reads are never logged.
 */
import { HttpException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { Request } from 'express';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import type { SessionUser } from '../auth/session-user';
import {
  accountActor,
  bodyEmail,
  bodyIds,
  clientIp,
  describeRoute,
  isWriteMethod,
  truncatedIp,
  VISITOR_ACTOR,
  type ActivityRecord,
  type Actor,
  type RouteActivity,
} from './activity-entry';
import { requestFacts } from '../audit/audit-entry';
import { answerStatus } from '../common/error.filter';
import { activityScope, settle, type ActivityScope, type RequestTrail } from './activity-scope';
import { ActivityService } from './activity.service';

@Injectable()
export class ActivityInterceptor implements NestInterceptor {
  constructor(private readonly activity: ActivityService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    if (!isWriteMethod(request.method)) return next.handle();

    const route = describeRoute(request.method, request.path, (name) => this.activity.isCollection(name));
    const scope: ActivityScope = { writes: [] };
    // A sign-in's entry is its own: the records it writes (a session) have their event only as trail.
    if (!route?.auth) scope.request = () => this.requestTrail(context, request, route, scope);
    // handle() binds the handler to the async context it is called in: the hooks will see the scope.
    const handled = activityScope.run(scope, () => next.handle());
    // The writes' events (beforeAnswer) are stored beside the log entries, both before the answer;
    // then the writes' trails are closed (crud/trail-intents.ts), those of a failed request left to the recovery.
    return handled.pipe(
      mergeMap((answer: unknown) =>
        from(
          // A failure here goes on to catchError below, which leaves the trails to the recovery.
          Promise.all([this.onSuccess(context, request, route, scope, answer), settle(scope)]).then(async ([logged]) => {
            await this.activity.endTrails(scope, !logged);
            return answer;
          }),
        ),
      ),
      catchError((error: unknown) =>
        from(
          Promise.all([this.onFailure(request, route, scope, error), settle(scope).catch(() => undefined)]).finally(() => this.activity.endTrails(scope, true, answerStatus(error))),
        ).pipe(mergeMap(() => throwError(() => error))),
      ),
    );
  }

  /** What each write's entry of this request says besides the write, as it would be said once the request succeeds. */
  private requestTrail(context: ExecutionContext, request: Request, route: RouteActivity | undefined, scope: ActivityScope): RequestTrail {
    const user = request.user as SessionUser | undefined;
    const operation = route && !['create', 'update', 'delete'].includes(route.operation) ? route.operation : undefined;
    const actor = user ?? scope.actor;
    return {
      facts: requestFacts(request),
      common: { ...this.base(request, successStatus(context, request.method), actor ? accountActor(actor) : VISITOR_ACTOR), user_id: actor?._id ?? null },
      about: { ...(actor ? {} : { visitor: true }), ...(operation ? { operation } : {}) },
      ...(operation ? { operation } : {}),
    };
  }

  /** Writes the request's entries; false when a log could not be written. */
  private async onSuccess(
    context: ExecutionContext,
    request: Request,
    route: RouteActivity | undefined,
    scope: ActivityScope,
    answer: unknown,
  ): Promise<boolean> {
    const status = successStatus(context, request.method);
    const user = request.user as SessionUser | undefined;

    if (route?.auth) {
      const session = (answer as { token?: unknown; user?: { _id?: unknown; name?: unknown; email?: unknown } } | undefined) ?? {};
      // A correct password of an administrator is only the first step: no session yet.
      if (route.action === 'login' && !session.token) return true;
      const account = session.user?._id
        ? { ...session.user, id: String(session.user._id) }
        : user
          ? { ...user, id: user._id }
          : await this.activity.accountByEmail(bodyEmail(request.body));
      const userId = account?.id ?? null;
      return this.activity.record([
        {
          ...this.base(request, status, account ? accountActor(account) : VISITOR_ACTOR),
          ...this.target(route.collection),
          user_id: userId,
          action: route.action,
          resource_id: userId,
          action_type: route.operation,
          details: route.operation === 'mfa' ? { mfa: true } : {},
        },
      ], requestFacts(request));
    }

    const trail = this.requestTrail(context, request, route, scope);
    if (scope.writes.length) return this.activity.record(scope.writes.map((write) => this.activity.entryOf(write, trail)), trail.facts);
    // An import logged each record it wrote above; one that wrote nothing (a dry run) changed nothing.
    if (!route || route.operation === 'import') return true;
    const ids = route.id ? [] : bodyIds(request.body);
    const label = route.id ? await this.activity.labelOf(route.collection, route.id) : undefined;
    return this.activity.record([
      {
        ...trail.common,
        ...this.target(route.collection),
        action: route.action,
        resource_id: route.id ?? null,
        action_type: route.operation,
        details: { ...trail.about, ...(label ? { label } : {}), ...(ids.length ? { ids } : {}) },
      },
    ], trail.facts);
  }

  /** A refused login or second factor; every other failure changed nothing. */
  private async onFailure(request: Request, route: RouteActivity | undefined, scope: ActivityScope, error: unknown): Promise<void> {
    if (!route?.auth || route.action !== 'login' || !(error instanceof HttpException) || error.getStatus() !== 401) return;
    const email = bodyEmail(request.body);
    // A refused second factor names no e-mail: the handler said whose code it was.
    const account = scope.actor ? { ...scope.actor, id: scope.actor._id } : await this.activity.accountByEmail(email);
    await this.activity.record([
      {
        ...this.base(request, 401, account ? accountActor(account) : VISITOR_ACTOR),
        ...this.target(route.collection),
        user_id: account?.id ?? null,
        action: 'login',
        resource_id: account?.id ?? null,
        action_type: `${route.operation}-failed`,
        details: { ...(email ? { email } : {}), reason: error.message },
      },
    ], requestFacts(request));
  }

  /** A visitor's address is kept truncated (GDPR: no account, no need for the full address). */
  private base(request: Request, status: number, actor: Actor): Pick<ActivityRecord, 'method' | 'status_code' | 'ip_address' | keyof Actor> {
    const ip = clientIp(request.ip);
    return {
      method: request.method.toUpperCase(),
      status_code: status,
      ip_address: actor.actor_kind === 'visitor' ? truncatedIp(ip) : ip,
      ...actor,
    };
  }

  private target(collection: string): Pick<ActivityRecord, 'collection' | 'resource_type'> {
    return { collection, resource_type: this.activity.resourceType(collection) };
  }
}

/** The status the answer is about to be sent with: the route's @HttpCode, else Nest's default. */
function successStatus(context: ExecutionContext, method: string): number {
  const declared = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined;
  return declared ?? (method.toUpperCase() === 'POST' ? 201 : 200);
}
