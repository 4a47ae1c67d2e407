/**
 * The registry's access rules applied to a request: who the caller is (role, and the
 * permissions of that role, looked up once per request and only when a rule needs them),
 * whether a rule lets them through (403 otherwise), which records it lets them reach (every
 * one, or their own: `scope`), and what of a record they may see or set.
 */
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  getResource,
  isReadOnly,
  isTeamRole,
  hiddenFields,
  needsPermissions,
  readableValues,
  reach,
  roles,
  SUPER_ROLE,
  SUPPORT_ROLE,
  writableByCaller,
  type AccessRule,
  type Caller,
  type OwnerScope,
  type ResourceDef,
  type Values,
} from '@hexagone/schemas';
import { API_KEY_ROLE } from '../auth/api-key-auth';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';
import { CrudService } from './crud.service';

@Injectable()
export class AccessService {
  /** Per session user object, i.e. per request: a role's permissions do not change under a request. */
  private readonly callers = new WeakMap<SessionUser, Promise<Caller>>();

  constructor(private readonly crud: CrudService) {}

  /** The caller with the permissions of their role (the administrators hold every one). */
  caller(user: SessionUser | undefined): Promise<Caller | undefined> {
    if (!user) return Promise.resolve(undefined);
    let caller = this.callers.get(user);
    if (!caller) {
      caller = this.permissionsOf(user.role).then((permissions) => ({
        role: user.role,
        permissions: [...new Set([...permissions, ...(user.permissions ?? [])])],
        ownerId: user.id,
      }));
      this.callers.set(user, caller);
    }
    return caller;
  }

  private async permissionsOf(role: string): Promise<string[]> {
    // A key's role names no stored role: its permissions are all it has (auth/api-key-auth.ts).
    // The Support team role is also a stored system role: its permissions are read like any other's.
    if (role === SUPER_ROLE || !role || (isTeamRole(role) && role !== SUPPORT_ROLE) || role === API_KEY_ROLE) return [];
    const record = await this.crud.model(roles.name).findOne({ slug: role }).lean<Values>().exec();
    return Array.isArray(record?.permissions) ? record.permissions.map(String) : [];
  }

  /**
   * Whether the rule lets the caller reach every record. A caller it admits only to their own
   * records is refused by the routes that do not filter by owner (they call `scope` to do so).
   */
  async allows(rule: AccessRule, user: SessionUser | undefined): Promise<boolean> {
    if (!user) return reach(rule, undefined) === 'all';
    // Most rules are settled by the role alone: no lookup for them.
    if (!needsPermissions(rule, user.role)) return reach(rule, { role: user.role }) === 'all';
    return reach(rule, await this.caller(user)) === 'all';
  }

  async assert(rule: AccessRule, user: SessionUser | undefined): Promise<void> {
    if (!(await this.allows(rule, user))) throw new ForbiddenException(ERRORS.forbidden);
  }

  /** A change (create, update, delete, an action) of every record: the rule, and never a read-only team role. */
  async assertWrite(rule: AccessRule, user: SessionUser | undefined): Promise<void> {
    if (isReadOnly(user) || !(await this.allows(rule, user))) throw new ForbiddenException(ERRORS.forbidden);
  }

  /**
   * The records the rule lets the caller reach: every one (undefined), or only their own (the
   * scope every query then carries). 403 when it lets them reach none; for a change (`write`),
   * never a read-only team role.
   */
  async scope(rule: AccessRule, user: SessionUser | undefined, options: { write?: boolean } = {}): Promise<OwnerScope | undefined> {
    if (options.write && isReadOnly(user)) throw new ForbiddenException(ERRORS.forbidden);
    const reached = reach(rule, user && (await this.caller(user)));
    if (!reached) throw new ForbiddenException(ERRORS.forbidden);
    return reached === 'all' ? undefined : reached;
  }

  /**
   * The records a change of `ids` reaches (see `scope`). A caller the change's rule refuses who
   * reads their own records only gets 404 for ids not theirs, as a read would answer (ids are
   * never probed), and 403 for their own.
   */
  async changeScope(resource: ResourceDef, rule: AccessRule, user: SessionUser | undefined, ids: () => readonly string[]): Promise<OwnerScope | undefined> {
    let scope: OwnerScope | undefined;
    try {
      scope = await this.scope(rule, user, { write: true });
    } catch (error) {
      const readable = error instanceof ForbiddenException && user ? reach(resource.access.read, await this.caller(user)) : undefined;
      if (readable && readable !== 'all') {
        for (const id of ids()) if (!(await this.crud.findById(resource, id, readable))) throw new NotFoundException(ERRORS.notFound);
      }
      throw error;
    }
    // Reading through another owner field than the change's (a report shared to read only): the
    // caller sees the record, so its change is refused (403), not hidden.
    const readable = scope && user ? reach(resource.access.read, await this.caller(user)) : undefined;
    if (scope && readable && readable !== 'all' && readable.field !== scope.field) {
      for (const id of ids()) {
        if (!(await this.crud.findById(resource, id, scope)) && (await this.crud.findById(resource, id, readable))) throw new ForbiddenException(ERRORS.forbidden);
      }
    }
    return scope;
  }

  /**
   * The registered resource a stream or an export names, if this caller may list it (404,
   * else 403), with the records they reach (undefined: every one).
   */
  async listable(collection: string, user: SessionUser | undefined): Promise<{ resource: ResourceDef; owner?: OwnerScope }> {
    const resource = getResource(collection);
    if (!resource) throw new NotFoundException(ERRORS.notFound);
    return { resource, owner: await this.scope(resource.access.list, user) };
  }

  /** The fields of the resource this caller may not see (left out of answers and files). */
  async hidden(resource: ResourceDef, user: SessionUser | undefined): Promise<string[]> {
    return hiddenFields(resource, await this.caller(user));
  }

  /** The record as this caller may see it. */
  async view(resource: ResourceDef, record: Values, user: SessionUser | undefined): Promise<Values> {
    return readableValues(resource, record, await this.caller(user));
  }

  async viewAll(resource: ResourceDef, records: Values[], user: SessionUser | undefined): Promise<Values[]> {
    const caller = await this.caller(user);
    return records.map((record) => readableValues(resource, record, caller));
  }

  /** The body without the fields this caller may not set. */
  async writable(resource: ResourceDef, body: Values, mode: 'create' | 'update', user: SessionUser | undefined): Promise<Values> {
    return writableByCaller(resource, body, mode, await this.caller(user));
  }
}
