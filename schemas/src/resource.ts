/**
 * The declaration format of a resource (a collection): one such declaration drives the
 * API's route, model, validation and search, and the back-office's screens and menu entry.
 */
import type { FieldDef, Scalar, Values } from './fields';
import type { FormSchema } from './validation/engine';

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
}

export type ExportFormat = 'csv' | 'json' | 'xlsx' | 'pdf';

/**
 * A figure of the stats strip above a list, computed by the API over the records matching
 * the list's current filters (`GET /{collection}/stats` answers `{ [key]: number }`).
 */
export interface StatDef {
  key: string;
  label: string;
  icon: string;
  /** count: records matching `where`; sum: total of `fields`; average: that total per record. */
  kind: 'count' | 'sum' | 'average';
  fields?: readonly string[];
  where?: Readonly<Record<string, Scalar>>;
  format?: 'integer' | 'euro' | 'ms';
  /** Decimals shown (euros with 2 decimals). */
  decimals?: number;
  tone?: Tone;
}

/** What an action does when it runs. */
export type ActionEffect =
  /** PUT /{collection}/{id} with `set` and the asked values: one call per record. */
  | { kind: 'update'; set?: Values }
  /**
   * A domain endpoint: POST /{collection}/{id}/{action} for a row,
   * POST /{collection}/actions/{action} with `{ ids, ...asked }` for a bulk or header action.
   */
  | { kind: 'endpoint' }
  /** POST /{collection} with a copy of the record, the given fields suffixed (name ' (Copie)', slug '-copy'). */
  | { kind: 'duplicate'; suffix: Readonly<Record<string, string>> }
  /** Opens an address built from the record. */
  | { kind: 'link'; href: (record: Values) => string; newTab?: boolean }
  /** A dialog of the back-office's own, by name (admin/src/actions/). */
  | { kind: 'custom'; component: string };

/** A row, bulk or header action of a list, with the states in which it shows. */
export interface ActionDef {
  name: string;
  label: string;
  icon: string;
  scope: 'row' | 'bulk' | 'header';
  /** Row actions show only for records matching this (approve only when pending). */
  when?: (record: Values) => boolean;
  effect: ActionEffect;
  /** Values asked in a dialog first; leaving a required one empty runs nothing. */
  ask?: { title: string; fields: readonly FieldDef[]; submitLabel?: string };
  /** A confirmation asked first. */
  confirm?: string;
  /** Notification after success. */
  success?: string;
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
}

/** A counter kept true by the API: how many records of `of` point at this record. */
export interface CounterDef {
  field: string;
  of: string;
  /** The field of `of` that points here. */
  foreignField: string;
  /** The field of this record it points at (default `_id`). */
  localField?: string;
}

export interface ResourceDef extends FormSchema {
  /** Collection name, also the REST path under /api. */
  name: string;
  label: string;
  singular: string;
  description: string;
  /** Name of a Material icon ("People"). */
  icon: string;
  /** Admin path under /webmaster ("users/roles"). */
  route: string;
  /** Items after "Dashboard"; the last one is the current page. */
  breadcrumb: readonly BreadcrumbItem[];
  list: ListDef;
  operations: Operations;
  refuse: readonly RefusalRule[];
  counters: readonly CounterDef[];
  actions: readonly ActionDef[];
  stats: readonly StatDef[];
  tab?: TabDef;
  /** Roles allowed to read and write it through the generic API. */
  access: readonly string[];
  fields: readonly FieldDef[];
}

export type ResourceInput = Omit<ResourceDef, 'list' | 'operations' | 'refuse' | 'counters' | 'actions' | 'stats' | 'access'> & {
  list?: Partial<ListDef>;
  operations?: Partial<Operations>;
  refuse?: readonly RefusalRule[];
  counters?: readonly CounterDef[];
  actions?: readonly ActionDef[];
  stats?: readonly StatDef[];
  access?: readonly string[];
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
    operations: { create: true, edit: true, delete: true, export: true, ...input.operations },
    refuse: input.refuse ?? [],
    counters: input.counters ?? [],
    actions: input.actions ?? [],
    stats: input.stats ?? [],
    access: input.access ?? ['admin'],
  };
}

export const fieldByName = (resource: FormSchema, name: string): FieldDef | undefined =>
  resource.fields.find((field) => field.name === name);

export const actionsOf = (resource: ResourceDef, scope: ActionDef['scope']): ActionDef[] =>
  resource.actions.filter((action) => action.scope === scope);

export const findAction = (resource: ResourceDef, name: string): ActionDef | undefined =>
  resource.actions.find((action) => action.name === name);
