/** How a reference field reaches, matches and labels the records it points at. */
import { fieldByName, getResource, MAX_PAGE_SIZE, type ReferenceDef, type SortOrder } from '@hexagone/schemas';
import { optionLabel } from './choices';

type Row = Record<string, unknown>;

/** react-admin knows a resource by its admin route; the registry points at a collection. */
export const referenceRoute = (reference: ReferenceDef): string =>
  getResource(reference.resource)?.route ?? reference.resource;

/** How many options a picker or a filter loads (spec 2 §9: 100). */
export const referencePerPage = (reference: ReferenceDef): number => reference.perPage ?? MAX_PAGE_SIZE;

/** The order the options come in: the referenced list's own default. */
export const referenceSort = (reference: ReferenceDef): { field: string; order: SortOrder } =>
  getResource(reference.resource)?.list.sort ?? { field: '_id', order: 'DESC' };

/** The field of the referenced record the stored value holds (its id unless `valueField`). */
export const referenceValueField = (reference: ReferenceDef): string => reference.valueField ?? 'id';

/**
 * "Jeanne Martin — jeanne@exemple.fr" from the declared label fields; a field with options
 * shows its French label ("GPT-4o — OpenAI").
 */
export const referenceLabel = (reference: ReferenceDef) => {
  const target = getResource(reference.resource);
  return (record: Row | undefined): string =>
    record
      ? reference.labelFields
          .map((name) => {
            const value = record[name];
            if (value === undefined || value === null || value === '') return '';
            const field = target && fieldByName(target, name);
            return field?.options ? optionLabel(field, value) : String(value);
          })
          .filter(Boolean)
          .join(' — ')
      : '';
};

/** The record among `records` that a stored value points at. */
export const findReferenced = (reference: ReferenceDef, records: readonly Row[] | undefined, value: unknown): Row | undefined =>
  value === undefined || value === null || value === ''
    ? undefined
    : records?.find((record) => record[referenceValueField(reference)] === value);
