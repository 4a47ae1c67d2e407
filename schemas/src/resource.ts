/**
 * The declaration format of a resource (a collection): one such declaration drives the
 * API's route, model, validation and search, and the back-office's screens and menu entry.
 */
import type { FieldDef, Values } from './fields';
import type { FormSchema } from './validation/engine';

export type SortOrder = 'ASC' | 'DESC';

export interface BreadcrumbItem {
  label: string;
  /** Absent on the last item, which is the current page. */
  path?: string;
}

export interface ListDef {
  perPage: number;
  sort: { field: string; order: SortOrder };
  view: 'table' | 'grid';
  searchPlaceholder?: string;
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
  /** Roles allowed to read and write it through the generic API. */
  access: readonly string[];
  fields: readonly FieldDef[];
}

export type ResourceInput = Omit<ResourceDef, 'list' | 'operations' | 'refuse' | 'counters' | 'access'> & {
  list?: Partial<ListDef>;
  operations?: Partial<Operations>;
  refuse?: readonly RefusalRule[];
  counters?: readonly CounterDef[];
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
    access: input.access ?? ['admin'],
  };
}

export const fieldByName = (resource: FormSchema, name: string): FieldDef | undefined =>
  resource.fields.find((field) => field.name === name);
