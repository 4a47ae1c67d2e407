/** Which registry field an upload is for (`?collection=&field=`), and how large any upload may be. */
import { IMAGE_MAX_BYTES, fieldByName, getResource, resources, type FieldDef, type ResourceDef } from '@hexagone/schemas';

const isFileField = (field: FieldDef) => (field.type === 'image' || field.type === 'file') && !field.readOnly;

/** The file or image field named by the query, or undefined for anything else. */
export function uploadField(collection: unknown, field: unknown): FieldDef | undefined {
  if (typeof collection !== 'string' || typeof field !== 'string') return undefined;
  const resource = getResource(collection);
  const def = resource && fieldByName(resource, field);
  return def && isFileField(def) ? def : undefined;
}

/**
 * What the server reads of any upload before it stops: the largest size a field declares
 * (at least the spec's image size), so that a file too large for every field is never held whole.
 */
export function uploadHardLimit(all: readonly ResourceDef[] = resources): number {
  return Math.max(IMAGE_MAX_BYTES, ...all.flatMap((resource) => resource.fields.filter(isFileField).map((field) => field.maxSize ?? 0)));
}
