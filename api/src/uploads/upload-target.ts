/** Which registry field an upload is for (`?collection=&field=`), and how large any upload may be. */
import {
  IMAGE_MAX_BYTES,
  fieldByName,
  getResource,
  isPrivateFileField,
  privateFileMaxSize,
  resources,
  type FieldDef,
  type ResourceDef,
} from '@hexagone/schemas';

/** The site's public images (POST /api/uploads, served under /uploads). */
export const isPublicImageField = (field: FieldDef): boolean => field.type === 'image' && !field.readOnly;

/** Private files (POST /api/files, read through their record). */
export const isPrivateUploadField = (field: FieldDef): boolean => isPrivateFileField(field) && !field.readOnly;

export interface UploadTarget {
  resource: ResourceDef;
  field: FieldDef;
}

/** The field of the given kind named by the query, with its resource, or undefined for anything else. */
export function uploadTarget(collection: unknown, field: unknown, takes: (field: FieldDef) => boolean = isPublicImageField): UploadTarget | undefined {
  if (typeof collection !== 'string' || typeof field !== 'string') return undefined;
  const resource = getResource(collection);
  const def = resource && fieldByName(resource, field);
  return resource && def && takes(def) ? { resource, field: def } : undefined;
}

/** The public image field named by the query. */
export const uploadField = (collection: unknown, field: unknown): FieldDef | undefined => uploadTarget(collection, field)?.field;

/**
 * What the server reads of any image upload before it stops: the largest size a field declares
 * (at least the spec's image size), so that a file too large for every field is never held whole.
 */
export function uploadHardLimit(all: readonly ResourceDef[] = resources): number {
  return Math.max(IMAGE_MAX_BYTES, ...all.flatMap((resource) => resource.fields.filter(isPublicImageField).map((field) => field.maxSize ?? 0)));
}

/** The same for private files: the largest bound of a file field. */
export function privateUploadHardLimit(all: readonly ResourceDef[] = resources): number {
  return Math.max(0, ...all.flatMap((resource) => resource.fields.filter(isPrivateUploadField).map(privateFileMaxSize)));
}
