/**
 * Who may do what with a resource: a rule per operation (list, read, create, update,
 * delete, each action) and per field (read, write), expressed with account roles and
 * team permissions. The API enforces these rules; the back-office reads the same ones to
 * hide what a user may not do; the public site's projections are the fields declared
 * publicly readable.
 */

/**
 * The team permissions of spec 3 §6, with the read levels spec 2's roles have for billing and
 * settings (a member who must see invoices or settings needs no right to change them); the
 * account role `admin` holds them all.
 */
export const TEAM_PERMISSIONS = [
  { value: 'users.manage', label: 'Gérer les utilisateurs' },
  { value: 'content.edit', label: 'Modifier les contenus' },
  { value: 'content.publish', label: 'Publier les contenus' },
  { value: 'settings.view', label: 'Voir les paramètres' },
  { value: 'settings.manage', label: 'Gérer les paramètres' },
  { value: 'billing.view', label: 'Voir la facturation' },
  { value: 'billing.manage', label: 'Gérer la facturation' },
  { value: 'analytics.view', label: 'Voir les statistiques' },
  { value: 'support.manage', label: 'Gérer le support' },
  { value: 'api.manage', label: 'Gérer l’API' },
] as const;

export type TeamPermission = (typeof TEAM_PERMISSIONS)[number]['value'];

/** The account role that holds every permission. */
export const SUPER_ROLE = 'admin';

/**
 * Who a rule lets through: everyone (`public`, the public site's projections), accounts of
 * one of `roles`, or accounts holding one of `permissions`. An empty rule lets nobody through.
 *
 * Records that belong to someone: a rule with `owner` lets its callers reach only the records
 * whose `owner` field holds the caller's owner id (`Caller.ownerId`: a session's user id, later
 * an API key's account); `owners` adds such rules beside a staff rule, whose callers still
 * reach every record. Lists, totals, stats, exports, streams, reads, writes and actions are
 * all filtered so by the API, in the database query; another's record answers 404.
 */
export interface AccessRule {
  public?: true;
  roles?: readonly string[];
  permissions?: readonly string[];
  /** The field naming each record's owner: the callers this rule admits reach only their own records. */
  owner?: string;
  /** Owner rules admitting further callers, each to their own records only. */
  owners?: readonly OwnerRule[];
}

/** A rule admitting its callers to their own records only, by the `owner` field. */
export interface OwnerRule {
  roles?: readonly string[];
  permissions?: readonly string[];
  owner: string;
}

/** `rule`'s callers reach every record; the callers of `owned` only their own. */
export const orOwn = (rule: AccessRule, ...owned: OwnerRule[]): AccessRule => ({ ...rule, owners: [...(rule.owners ?? []), ...owned] });

export const PUBLIC: AccessRule = { public: true };
export const ADMIN_ONLY: AccessRule = { roles: [SUPER_ROLE] };
export const NOBODY: AccessRule = {};

/** A rule for accounts holding one of these permissions (and the administrators, who hold them all). */
export const withPermission = (...permissions: string[]): AccessRule => ({ roles: [SUPER_ROLE], permissions });

/**
 * Whether the caller holds every one of `rights` (an administrator holds them all): what a grant
 * that passes them on (an API key, a webhook's events) requires of its giver. `undefined`: rights
 * no permission stands for, an administrator's alone.
 */
export const holdsRights = (caller: Caller, rights: readonly string[] | undefined): boolean =>
  caller.role === SUPER_ROLE || (rights !== undefined && rights.every((right) => caller.permissions?.includes(right)));

/** The forum and the blog's comments: administrators and the team's moderators (spec 3 §6). */
export const MODERATION: AccessRule = { roles: [SUPER_ROLE, 'moderator'] };

export const OPERATIONS = ['list', 'read', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface FieldAccess {
  /** Who sees the field in answers and exports (default: the resource's `read`). */
  read?: AccessRule;
  /** Who may set it (default: the resource's `create` or `update`); a field sent by someone else is ignored. */
  write?: AccessRule;
}

/** The declaration: a list of roles (every operation alike) or rules per operation, action and field. */
export type AccessInput =
  | readonly string[]
  | (Partial<Record<Operation, AccessRule>> & {
      /** The rule of every operation not named (default: administrators only). */
      default?: AccessRule;
      /** Per action name (default: the `update` rule). */
      actions?: Readonly<Record<string, AccessRule>>;
      fields?: Readonly<Record<string, FieldAccess>>;
      /** Who the sidebar shows the collection's screen to (default: the `list` rule). */
      menu?: AccessRule;
    });

export interface AccessDef extends Record<Operation, AccessRule> {
  actions: Readonly<Record<string, AccessRule>>;
  /** Who the sidebar shows the collection's screen to: a collection others read as a reference (users for support staff) need not be a screen of theirs. */
  menu: AccessRule;
  fields: Readonly<Record<string, FieldAccess>>;
}

/** Who asks: an account's role and the permissions of that role, and who owns what they own. */
export interface Caller {
  role: string;
  permissions?: readonly string[];
  /** The value an owner rule's field holds on the caller's records: a session's user id, an API key's account. */
  ownerId?: string;
}

/** The records of an owner rule's caller: those whose `field` holds `id`. */
export interface OwnerScope {
  field: string;
  id: string;
}

export function normalizeAccess(input: AccessInput | undefined): AccessDef {
  if (input === undefined || Array.isArray(input)) {
    const rule: AccessRule = input ? { roles: [...(input as readonly string[])] } : ADMIN_ONLY;
    return { list: rule, read: rule, create: rule, update: rule, delete: rule, actions: {}, fields: {}, menu: rule };
  }
  const declared = input as Exclude<AccessInput, readonly string[]>;
  const base = declared.default ?? ADMIN_ONLY;
  const rules = Object.fromEntries(OPERATIONS.map((operation) => [operation, declared[operation] ?? base])) as Record<Operation, AccessRule>;
  return { ...rules, actions: declared.actions ?? {}, fields: declared.fields ?? {}, menu: declared.menu ?? rules.list };
}

/** Whether the rule's roles or permissions (not its owner rules) admit the caller. */
function admits(rule: AccessRule | OwnerRule, caller?: Caller | null): boolean {
  if ('public' in rule && rule.public) return true;
  if (!caller) return false;
  if (rule.roles?.includes(caller.role)) return true;
  if (!rule.permissions?.length) return false;
  if (caller.role === SUPER_ROLE) return true;
  return rule.permissions.some((permission) => caller.permissions?.includes(permission));
}

/**
 * Whether the caller (absent for a visitor) may use what the rule guards, on every record or
 * on their own (the back-office shows its buttons so; the API filters the records).
 */
export function allows(rule: AccessRule, caller?: Caller | null): boolean {
  return admits(rule, caller) || Boolean(rule.owners?.some((owned) => admits(owned, caller)));
}

/**
 * How far the rule lets the caller: `'all'` the records, only an `OwnerScope`'s, or none
 * (undefined). A caller admitted by the rule itself reaches all of them unless the rule has an
 * `owner`; a caller admitted only by an owner rule reaches their own, and none without an owner id.
 */
export function reach(rule: AccessRule, caller?: Caller | null): 'all' | OwnerScope | undefined {
  const own = (field: string) => (caller?.ownerId ? { field, id: caller.ownerId } : undefined);
  if (admits(rule, caller)) return rule.owner === undefined ? 'all' : own(rule.owner);
  for (const owned of rule.owners ?? []) {
    const scope = admits(owned, caller) ? own(owned.owner) : undefined;
    if (scope) return scope;
  }
  return undefined;
}

/** Team roles that read what their permissions open and change nothing (403 on every write). */
export const READ_ONLY_ROLES: readonly string[] = ['viewer'];

export const isReadOnly = (caller?: Caller | null): boolean => Boolean(caller && READ_ONLY_ROLES.includes(caller.role));

/** Whether the caller passes a rule guarding a change (create, update, delete, an action): never a read-only role. */
export const allowsWrite = (rule: AccessRule, caller?: Caller | null): boolean => !isReadOnly(caller) && allows(rule, caller);

/** Whether the rule can only be decided with the caller's permissions (their role alone does not settle it). */
export const needsPermissions = (rule: AccessRule, role: string): boolean =>
  !rule.public && !rule.roles?.includes(role) && role !== SUPER_ROLE && Boolean(rule.permissions?.length || rule.owners?.length);

interface Guarded {
  access: AccessDef;
  fields: readonly { name: string }[];
}

/**
 * The rule of an action: its own, else the resource's `update` without its owner rules (an
 * owner reaches an action on their own records only where the action says so).
 */
export function actionRule(resource: Guarded, action: string): AccessRule {
  const declared = resource.access.actions[action];
  if (declared) return declared;
  const { owners: _owners, ...staff } = resource.access.update;
  return staff;
}

export const fieldReadRule = (resource: Guarded, field: string): AccessRule => resource.access.fields[field]?.read ?? resource.access.read;

export const fieldWriteRule = (resource: Guarded, field: string, mode: 'create' | 'update'): AccessRule =>
  resource.access.fields[field]?.write ?? resource.access[mode];

/** The names of the fields this caller may not see. */
export function hiddenFields(resource: Guarded, caller?: Caller | null): string[] {
  return resource.fields.filter((field) => !allows(fieldReadRule(resource, field.name), caller)).map((field) => field.name);
}

/** The record without the fields this caller may not see. */
export function readableValues<T extends Record<string, unknown>>(resource: Guarded, record: T, caller?: Caller | null): T {
  const hidden = hiddenFields(resource, caller);
  if (!hidden.length) return record;
  const copy = { ...record };
  for (const name of hidden) delete copy[name];
  return copy;
}

/** The body without the fields this caller may not set (they are ignored, as read-only fields are). */
export function writableByCaller<T extends Record<string, unknown>>(resource: Guarded, body: T, mode: 'create' | 'update', caller?: Caller | null): T {
  const copy = { ...body };
  for (const field of resource.fields) {
    if (field.name in copy && !allows(fieldWriteRule(resource, field.name, mode), caller)) delete copy[field.name];
  }
  return copy;
}

/** The fields the public may read, in declaration order: what the public site's projections show. */
export const publicFields = (resource: Guarded): string[] =>
  resource.fields.filter((field) => allows(fieldReadRule(resource, field.name), null)).map((field) => field.name);

/** Field rules making these fields publicly readable (the public site shows them), the rest as the resource says. */
export const publicRead = (...names: string[]): Record<string, FieldAccess> =>
  Object.fromEntries(names.map((name) => [name, { read: PUBLIC }]));

/**
 * The body as an owner-caller may write it (`scope` set): the owner field is the server's,
 * the caller's own id on a create and left out of an update, whatever the body says.
 */
export function ownedBody<T extends Record<string, unknown>>(body: T, mode: 'create' | 'update', scope?: OwnerScope): T {
  if (!scope) return body;
  const copy: Record<string, unknown> = { ...body };
  if (mode === 'create') copy[scope.field] = scope.id;
  else delete copy[scope.field];
  return copy as T;
}
