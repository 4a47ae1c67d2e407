/** How a reference field reaches and labels the records it points at. */
import { getResource, type ReferenceDef } from '@hexagone/schemas';

/** react-admin knows a resource by its admin route; the registry points at a collection. */
export const referenceRoute = (reference: ReferenceDef): string =>
  getResource(reference.resource)?.route ?? reference.resource;

/** "Jeanne Martin — jeanne@exemple.fr" from the declared label fields. */
export const referenceLabel = (reference: ReferenceDef) => (record: Record<string, unknown> | undefined) =>
  record
    ? reference.labelFields
        .map((name) => record[name])
        .filter((value) => value !== undefined && value !== null && value !== '')
        .join(' — ')
    : '';
