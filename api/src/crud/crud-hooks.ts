/**
 * How domain modules join the generic CRUD without living in it: hooks around its writes
 * (server-kept values, logs, derived counters). A module registers them in its `onModuleInit`;
 * the handlers of actions are bound with `@ActionHandler` (action-handler.decorator.ts).
 */
import type { OwnerScope, Values } from '@hexagone/schemas';
import type { SessionUser } from '../auth/session-user';

/** Who asks: absent for the server's own writes (seeds). */
export interface CrudContext {
  user?: SessionUser;
  ip?: string;
  /** The caller's own stored session: a change of its own account keeps it (its other sessions end). */
  sessionId?: string;
  /**
   * Check only (an import's dry run): create and update validate and run the `before*` hooks as
   * usual, then write nothing and run no `after*` hook.
   */
  dryRun?: boolean;
  /**
   * An owner-caller's records of `resource` only (access.ts): another's id is not found (404).
   * Named by resource, so that a hook's write to another resource with this context is not held to it.
   */
  owner?: OwnerScope & { resource: string };
  /** In the `after*` hooks: the id of this write's trail, which its activity entry and event carry (trail-intents.ts). */
  trail?: string;
  /**
   * The states the record must still be in for this update to apply (a job's transition): one
   * found in another (moved meanwhile, by another run or process) is a 409, checked by the
   * write itself. Without it, a record already in the target state is no transition, and is written.
   */
  onlyFrom?: readonly string[];
  /**
   * The state each record of a running action was allowed from (actions.service.ts), by
   * `resource/id`: the first update that sets the record's state applies only while it is still
   * in it, so of two runs at once the one that loads the record after the other's write does not
   * pass again (a second « Annuler » issuing a second credit note). Later writes of the record in
   * the same action (a hook's, a driver's) are not held to it; nor is a state that follows other
   * records (a service's, which its instances move: services-actions.service.ts).
   */
  checkedStates?: Map<string, string>;
}

const checkedKey = (resource: { name: string }, id: unknown): string => `${resource.name}/${String(id)}`;

/** The states an action checked its records in, for CrudContext.checkedStates; none for a resource without states. */
export function checkedStatesOf(resource: { name: string; states?: { field: string } }, records: readonly Values[]): Map<string, string> | undefined {
  const state = resource.states?.field;
  return state ? new Map(records.map((record) => [checkedKey(resource, record._id), String(record[state])])) : undefined;
}

/** The state `ctx` says the action checked the record in, once (see CrudContext.checkedStates). */
export function takeCheckedState(ctx: CrudContext, resource: { name: string }, id: string): string | undefined {
  const key = checkedKey(resource, id);
  const state = ctx.checkedStates?.get(key);
  ctx.checkedStates?.delete(key);
  return state;
}

/** The owner scope `ctx` holds for `resource`, if any. */
export const ownerIn = (ctx: CrudContext, resource: { name: string }): OwnerScope | undefined =>
  ctx.owner?.resource === resource.name ? ctx.owner : undefined;

type MaybePromise<T> = T | Promise<T>;

/** The `before*` hooks also run in a dry run (`ctx.dryRun`): they check and fill, never write. */
export interface ResourceHooks {
  /**
   * Checks the values as they were sent, before secrets are hashed (a new password against the
   * password policy); `before` is the stored record on an update. Throws to refuse.
   */
  checkValues?(values: Values, ctx: CrudContext, before?: Values): MaybePromise<void>;
  /** Fills server-kept values of a record about to be stored (mutate `values`). */
  beforeCreate?(values: Values, ctx: CrudContext): MaybePromise<void>;
  beforeUpdate?(values: Values, before: Values, ctx: CrudContext): MaybePromise<void>;
  /** Throws (e.g. ConflictException) to refuse. */
  beforeDelete?(before: Values, ctx: CrudContext): MaybePromise<void>;
  afterCreate?(record: Values, ctx: CrudContext): MaybePromise<void>;
  afterUpdate?(before: Values, after: Values, ctx: CrudContext): MaybePromise<void>;
  afterDelete?(before: Values, ctx: CrudContext): MaybePromise<void>;
  /**
   * A singleton as its GET and PUT answer it: a value the server stores as "not set" shown as
   * the one in force, known only at run time (the Site tab's address: SITE_URL, else where the
   * server listens). The server's own reads keep the stored value.
   */
  shown?(record: Values): MaybePromise<Values>;
}

