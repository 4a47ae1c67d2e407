/**
 * The declaration format of a resource (a collection): one such declaration drives the
 * API's route, model, validation and search, and the back-office's screens and menu entry.
 */
import { normalizeAccess, type AccessDef, type AccessInput } from './access';
import type { FieldDef, Scalar, Values } from './fields';
import { actionTransition, machineAllowsAction, stateLabel, type StateMachineDef } from './state-machine';
import type { FormSchema } from './validation/engine';
import type { IconName } from './icons';
import type { MenuPlacement } from './menu';

export type SortOrder = 'ASC' | 'DESC';

export interface BreadcrumbItem {
  label: string;
  /** Absent on the last item, which is the current page. */
  path?: string;
}

/** How a record shows as a card in the grid view: field names of the resource. */
export interface CardDef {
  title: string;
  /** An image field (its stored address). */
  image?: string;
  subtitle?: string;
  /** Fields shown as chips (status, category). */
  chips?: readonly string[];
  /** Fields shown small under the card (views, dates). */
  meta?: readonly string[];
}

export type Tone = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/** A column computed from the record (a topic's badge: Verrouillé, else Résolu, else Actif). */
export interface BadgeDef {
  name: string;
  label: string;
  value: (record: Values) => { label: string; tone: Tone };
}

export interface ListDef {
  perPage: number;
  sort: { field: string; order: SortOrder };
  view: 'table' | 'grid';
  searchPlaceholder?: string;
  /** Label of the create button ('Bannir un utilisateur'); default 'Ajouter'. */
  createLabel?: string;
  card?: CardDef;
  badges?: readonly BadgeDef[];
  /** File formats offered by the exports (default CSV only). */
  exportFormats?: readonly ExportFormat[];
  /** Seconds between automatic reloads of the list (the 30 s live screens); none by default. */
  refresh?: number;
  /** A wide work list (the tickets' view) fits the page's width: long names break rather than widen their column. */
  dense?: boolean;
  /** The row actions a list's row offers, by name (the others stay on the record's page); all by default. */
  rowActions?: readonly string[];
}

export type ExportFormat = 'csv' | 'json' | 'xlsx' | 'pdf';

/**
 * A figure of the stats strip above a list, computed by the API over the records matching
 * the list's current filters (`GET /{collection}/stats` answers `{ [key]: number }`).
 */
export interface StatDef {
  key: string;
  label: string;
  icon: IconName;
  /** count: records matching `where`; sum: total of `fields`; average: that total per record. */
  kind: 'count' | 'sum' | 'average';
  fields?: readonly string[];
  where?: Readonly<Record<string, Scalar>>;
  format?: 'integer' | 'euro' | 'ms';
  /** Decimals shown (euros with 2 decimals). */
  decimals?: number;
  tone?: Tone;
}

/**
 * What an action does when it runs. Every effect but `link` runs through the API at the
 * action's route (see `actionRoute`), which checks `when`, the state machine, the access
 * rule and the asked values before applying it.
 */
export type ActionEffect =
  /** The generic update of each record with `set` and the asked values. */
  | { kind: 'update'; set?: Values }
  /** A domain handler bound to the action (`@ActionHandler` in the API), answering what it returns. */
  | { kind: 'endpoint' }
  /** A copy of each record created, the given fields suffixed (name ' (Copie)', slug '-copy'). */
  | { kind: 'duplicate'; suffix: Readonly<Record<string, string>> }
  /**
   * Opens an address built from the record. With `signature`, the address is an API path the
   * browser opens with a one-minute single-use signed link (POST /api/signed-links), as a download in a
   * new window must: never with the session token in the address.
   */
  | { kind: 'link'; href: (record: Values, asked?: Values) => string; newTab?: boolean; signature?: boolean }
  /**
   * A dialog of the back-office's own, by name (admin/src/actions/); with `server`, the
   * dialog's call goes to the action's route and a domain handler (template test, reorder).
   */
  | { kind: 'custom'; component: string; server?: boolean };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where an action is served, under /api: `{id}` stands for the record. Defaults:
 * POST /{collection}/{id}/{action} for a row, POST /{collection}/actions/{action} for a bulk
 * or header action (body `{ ids, ...asked }`).
 */
export interface ActionRoute {
  method: HttpMethod;
  path: string;
}

/** A row, bulk or header action of a list, with the states in which it shows. */
export interface ActionDef {
  name: string;
  label: string;
  icon: IconName;
  scope: 'row' | 'bulk' | 'header';
  /**
   * Records it applies to (approve only when pending): the back-office shows it only there
   * and the API answers 409 elsewhere. The state machine's transitions made by the action
   * restrict it as well.
   */
  when?: (record: Values) => boolean;
  /** The API's 409 message when `when` refuses (default: the transition's, else a generic one). */
  refusal?: string;
  effect: ActionEffect;
  /** Its own HTTP method and path (spec 3's call table), instead of the defaults. */
  http?: ActionRoute;
  /**
   * Values asked in a dialog first; leaving a required one empty runs nothing. `defaults`
   * starts the answers from the record (a refund of the invoice's total).
   */
  ask?: { title: string; fields: readonly FieldDef[]; submitLabel?: string; defaults?: (record: Values) => Values };
  /** A confirmation asked first; a function words it for the record ('… l'abonnement de {name} ?'). */
  confirm?: string | ((record: Values) => string);
  /** The confirmation's title and buttons, when the action's label and « Annuler » / « Confirmer » would be ambiguous. */
  confirmLabels?: { title: string; confirm: string; cancel: string };
  /** Notification after success. */
  /** Notification after success; a function reads the endpoint's answer (a reminder sent, or only queued). */
  success?: string | ((answer: Values) => string);
  /** Notification after a failure, `{message}` standing for the API's ('Erreur: {message}'); default the message alone. */
  failure?: string;
  /** Fields of the endpoint's answer shown once in a dialog (a new password). */
  result?: { title: string; fields: readonly { name: string; label: string }[]; note?: string };
  tone?: Tone;
}

/** Several resources shown as the tabs of one screen (forum moderation). */
export interface TabDef {
  /** The screen's path under /webmaster, shared by the tabbed resources. */
  path: string;
  label: string;
}

export interface Operations {
  create: boolean;
  edit: boolean;
  delete: boolean;
  export: boolean;
}

/** A rule that refuses an operation on a record, with the spec's message (answered as 409). */
export interface RefusalRule {
  on: 'update' | 'delete';
  when: (record: Values) => boolean;
  message: string;
  /** The back-office does not offer the operation where it is refused (an issued invoice's Supprimer). */
  hidden?: boolean;
}

/** Whether the back-office offers the signed-in account (`callerId`) deleting this record (the API still decides). */
export const deleteOffered = (resource: ResourceDef, record: Values, callerId?: string): boolean =>
  resource.operations.delete &&
  !(resource.accounts && callerId !== undefined && String(record.id ?? record._id) === callerId) &&
  !resource.refuse.some((rule) => rule.on === 'delete' && rule.hidden === true && rule.when(record));

/** A counter kept true by the API: how many records of `of` point at this record. */
export interface CounterDef {
  field: string;
  of: string;
  /** The field of `of` that points here. */
  foreignField: string;
  /** The field of this record it points at (default `_id`). */
  localField?: string;
  /** Counts only the records matching this (active subscriptions: `{ status: 'active' }`; a list means any of them). */
  where?: Readonly<Record<string, Scalar | readonly Scalar[]>>;
}

/**
 * An index a query outside the generic lists needs (those of the lists are deduced, api/src/crud/query-indexes.ts):
 * created on MongoDB; a unique one everywhere, the embedded database enforcing it too.
 */
export interface IndexDef {
  fields: Readonly<Record<string, 1 | -1>>;
  unique?: boolean;
}

export interface ResourceDef extends FormSchema {
  /** Collection name, also the REST path under /api. */
  name: string;
  label: string;
  singular: string;
  description: string;
  /** Name of a Material icon ("People"). */
  icon: IconName;
  /**
   * How the activity feed names one record in a French sentence ('un utilisateur'); every
   * registered collection has one (registry integrity test), a test fixture may omit it.
   */
  noun?: string;
  /** Its sidebar entry; absent when it opens from another screen (a topic's replies). */
  menu?: MenuPlacement;
  /** Admin path under /webmaster ("users/roles"). */
  route: string;
  /** How an export file is named before its time stamp, when not after the collection ('audit-logs'). */
  exportName?: string;
  /** Items after "Dashboard"; the last one is the current page. */
  breadcrumb: readonly BreadcrumbItem[];
  list: ListDef;
  operations: Operations;
  refuse: readonly RefusalRule[];
  counters: readonly CounterDef[];
  actions: readonly ActionDef[];
  stats: readonly StatDef[];
  tab?: TabDef;
  /**
   * Its records are the accounts themselves: the signed-in account is not offered the deletion
   * of its own (the API refuses it too, api/src/users/self-removal.ts).
   */
  accounts?: boolean;
  /** Exactly one document (a settings tab): `GET /{name}` reads it, `PUT /{name}` writes it; its screen is a form. */
  singleton?: boolean;
  indexes?: readonly IndexDef[];
  /** Who may list, read, create, update, delete, run each action, see and set each field. */
  access: AccessDef;
  /** The state field's allowed transitions, enforced on every write. */
  states?: StateMachineDef;
  /**
   * The domain rules the API runs around its writes, each named after the file under api/src
   * that registers them (`'support/tickets.service'`: `crud.on(name, 'support/tickets.service', …)`
   * there). The server does not start when this list and the registered rules differ. The
   * platform's own (activity log, record events, private files) follow every collection and are not listed.
   */
  hooks: readonly string[];
  fields: readonly FieldDef[];
}

export type ResourceInput = Omit<ResourceDef, 'list' | 'operations' | 'refuse' | 'counters' | 'actions' | 'stats' | 'access' | 'hooks'> & {
  list?: Partial<ListDef>;
  operations?: Partial<Operations>;
  refuse?: readonly RefusalRule[];
  counters?: readonly CounterDef[];
  actions?: readonly ActionDef[];
  stats?: readonly StatDef[];
  /** A list of roles (every operation alike) or rules per operation, action and field; default administrators only. */
  access?: AccessInput;
  hooks?: readonly string[];
};

/** The defaults of spec 2 §2.1: 20 per page, `_id` descending, table view, everything on, admin only. */
export const DEFAULT_LIST: ListDef = { perPage: 20, sort: { field: '_id', order: 'DESC' }, view: 'table' };
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_DEBOUNCE_MS = 300;

export function defineResource(input: ResourceInput): ResourceDef {
  return {
    ...input,
    list: { ...DEFAULT_LIST, ...input.list },
    // A singleton is written, never created, deleted or listed.
    operations: input.singleton
      ? { create: false, edit: true, delete: false, export: false, ...input.operations }
      : { create: true, edit: true, delete: true, export: true, ...input.operations },
    refuse: input.refuse ?? [],
    counters: input.counters ?? [],
    actions: input.actions ?? [],
    stats: input.stats ?? [],
    access: normalizeAccess(input.access),
    hooks: input.hooks ?? [],
  };
}

export const fieldByName = (resource: FormSchema, name: string): FieldDef | undefined =>
  resource.fields.find((field) => field.name === name);

export const actionsOf = (resource: ResourceDef, scope: ActionDef['scope']): ActionDef[] =>
  resource.actions.filter((action) => action.scope === scope);

export const findAction = (resource: ResourceDef, name: string): ActionDef | undefined =>
  resource.actions.find((action) => action.name === name);

/** The id of a singleton's one document, so that two first writes cannot make two. */
export const SINGLETON_ID = '000000000000000000000001';

/** Actions the API serves: every effect but links and the back-office's own dialogs without a server part. */
export const isServerAction = (action: ActionDef): boolean =>
  action.effect.kind === 'update' ||
  action.effect.kind === 'endpoint' ||
  action.effect.kind === 'duplicate' ||
  (action.effect.kind === 'custom' && action.effect.server === true);

/** Actions whose work is a domain handler's (bound with `@ActionHandler` in the API). */
export const needsHandler = (action: ActionDef): boolean =>
  action.effect.kind === 'endpoint' || (action.effect.kind === 'custom' && action.effect.server === true);

/** The method and path (under /api, `{id}` for the record) at which the API serves the action. */
export function actionRoute(resource: Pick<ResourceDef, 'name'>, action: ActionDef): ActionRoute {
  if (action.http) return action.http;
  return action.scope === 'row'
    ? { method: 'POST', path: `/${resource.name}/{id}/${action.name}` }
    : { method: 'POST', path: `/${resource.name}/actions/${action.name}` };
}

/** The address of an action's route for a record (`{id}` filled in, encoded). */
export const actionPath = (route: ActionRoute, id?: string | number): string =>
  route.path.replace('{id}', encodeURIComponent(String(id ?? '')));

/** Whether the action applies to the record: its `when`, and the state machine's transitions it makes. */
export const actionApplies = (resource: Pick<ResourceDef, 'states'>, action: ActionDef, record: Values): boolean =>
  (!action.when || action.when(record)) && machineAllowsAction(resource.states, action.name, record);

/** The French 409 of an action refused on this record. */
export function actionRefusal(resource: Pick<ResourceDef, 'states'>, action: ActionDef, record: Values): string {
  if (action.refusal) return action.refusal;
  const transition = actionTransition(resource.states, action.name);
  if (resource.states && transition) {
    const from = stateLabel(resource.states, record[resource.states.field]);
    return `« ${action.label} » est impossible : l’état est « ${from} »`;
  }
  return `« ${action.label} » est impossible dans l’état actuel de cet élément`;
}

/** The confirmation an action asks on this record, if any. */
export const confirmText = (action: ActionDef, record: Values = {}): string | undefined =>
  typeof action.confirm === 'function' ? action.confirm(record) : action.confirm;
