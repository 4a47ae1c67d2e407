/**
 * Whether the embedded database answers a list's page and its total from a declared index,
 * as our build of FerretDB pushes them down to SQLite (api/embedded-db/_ferretdb/backends/
 * sqlite/pushdown.go): then the database is asked directly and nothing needs to be kept
 * (sole-writer.ts). The same rules, no wider:
 *   - every condition, alone or inside `$and`, is on `_id` or on an undotted field leading a
 *     non-unique index: an equality, or `$eq`, `$in`, `$gt`, `$gte`, `$lt`, `$lte` of a
 *     string, finite number, boolean, date, ObjectId or null (no range on null);
 *   - the sort is one such field (a French key `_sort.name` included), possibly then `_id`.
 * The page's limit and the count go to SQL only when the filter is translated whole and no
 * matched document holds an array or a document in those fields (pushdown.go: inexact), which
 * only the data can tell: so a field that may hold one (tags, several choices, files, JSON,
 * groups…) or that the resource does not declare is not taken as answered.
 */
import { fieldByName, SORT_KEYS, type FieldType, type ResourceDef } from '@hexagone/schemas';
import { Types } from 'mongoose';

/** The field types whose stored value is one scalar (or null). */
const SCALAR_TYPES: ReadonlySet<FieldType> = new Set<FieldType>([
  'text', 'email', 'password', 'number', 'tel', 'url', 'textarea', 'select', 'checkbox', 'switch', 'radio',
  'date', 'datetime-local', 'time', 'color', 'reference', 'sequence',
]);

const OPERATORS = new Set(['$eq', '$in', '$gt', '$gte', '$lt', '$lte']);

/** A path SQLite can index (metadata/sort_key.go: plain names, at most one dot). */
const PLAIN_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/;

export function answeredFromIndex(
  resource: ResourceDef,
  indexes: ReadonlyArray<Record<string, 1 | -1>>,
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
): boolean {
  const leading = new Set(['_id', ...indexes.map((key) => Object.keys(key)[0]).filter((field) => PLAIN_PATH.test(field))]);
  const holdsOneScalar = (path: string) => {
    if (path === '_id') return true;
    const [name, sub] = path.split('.');
    // A French sort key is a string the server writes (`_sort.name`).
    const field = fieldByName(resource, sub === undefined ? name : sub);
    if (sub !== undefined && name !== SORT_KEYS) return false;
    return field !== undefined && SCALAR_TYPES.has(field.type) && !field.multiple;
  };
  const usable = (path: string) => leading.has(path) && holdsOneScalar(path);
  const [first, ...rest] = Object.keys(sort);
  const sorted = first !== undefined && rest.length <= 1 && (rest.length === 0 || rest[0] === '_id') && usable(first);
  return sorted && conditionsTranslate(filter, (field) => !field.includes('.') && usable(field));
}

function conditionsTranslate(filter: Record<string, unknown>, usable: (field: string) => boolean): boolean {
  return Object.entries(filter).every(([field, value]) => {
    if (field === '$and') return Array.isArray(value) && value.every((part) => isPlainObject(part) && conditionsTranslate(part, usable));
    if (!usable(field)) return false;
    if (!isPlainObject(value)) return isSortValue(value);
    const operators = Object.entries(value);
    return (
      operators.length > 0 &&
      operators.every(([op, operand]) => {
        if (!OPERATORS.has(op)) return false;
        if (op === '$in') return Array.isArray(operand) && operand.every(isSortValue);
        // A range on null stays out of the SQL.
        return isSortValue(operand) && (operand !== null || op === '$eq' || op === '$gte' || op === '$lte');
      })
    );
  });
}

/** A value the sort key compares as MongoDB does (pushdown.go: sortValue). */
function isSortValue(value: unknown): boolean {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && !Number.isNaN(value)) ||
    (value instanceof Date && !Number.isNaN(value.getTime())) ||
    value instanceof Types.ObjectId
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}
