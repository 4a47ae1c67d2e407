/**
 * react-admin's `canAccess` over the registry's access rules, the ones the API enforces:
 * the back-office hides what the signed-in account may not do (list, show, create, edit,
 * delete, export, each action by name, and a field's read or write as
 * `resource: '<route>.<field>'`). Anything the registry does not declare is left to the API.
 */
import {
  actionRule,
  allows,
  allowsWrite,
  fieldReadRule,
  fieldWriteRule,
  findAction,
  resources,
  type AccessRule,
  type Caller,
  type ResourceDef,
} from '@hexagone/schemas';

export interface CanAccessParams {
  action: string;
  resource: string;
  record?: unknown;
}

/** react-admin's action names, as the registry's operations. */
const OPERATION_OF: Readonly<Record<string, keyof ResourceDef['access']>> = {
  list: 'list',
  export: 'list',
  show: 'read',
  read: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
};

const byRouteOrName = (key: string) => resources.find((resource) => resource.route === key || resource.name === key);

/** The rule deciding `action` on `resource` (a route, a collection, or '<route>.<field>'), if the registry has one. */
export function ruleFor({ action, resource: key }: CanAccessParams): AccessRule | undefined {
  const resource = byRouteOrName(key);
  if (resource) {
    const operation = OPERATION_OF[action];
    if (operation) return resource.access[operation] as AccessRule;
    return findAction(resource, action) ? actionRule(resource, action) : undefined;
  }
  const dot = key.lastIndexOf('.');
  const owner = dot > 0 ? byRouteOrName(key.slice(0, dot)) : undefined;
  const field = key.slice(dot + 1);
  if (!owner || !owner.fields.some((candidate) => candidate.name === field)) return undefined;
  if (action === 'read' || action === 'show' || action === 'list') return fieldReadRule(owner, field);
  return fieldWriteRule(owner, field, action === 'create' ? 'create' : 'update');
}

const READS = new Set(['list', 'export', 'show', 'read']);

/** Anything but a read is a change, which a read-only team role (viewer) never makes. */
export function canAccess(caller: Caller | undefined, params: CanAccessParams): boolean {
  const rule = ruleFor(params);
  if (!rule) return true;
  return READS.has(params.action) ? allows(rule, caller) : allowsWrite(rule, caller);
}
