/**
 * The record type the registry infers from a resource's fields: each declared field under its
 * name, typed by its kind (a number field a number, a select its options' values, a switch a
 * boolean…), so that the domain services read and write named fields with the compiler's help.
 * A resource opts in by declaring its fields as a constant list (`const INSTANCE_FIELDS = [...]
 * as const satisfies readonly FieldDef[]`, given to defineResource) and exporting
 * `type ServiceInstance = RecordOf<typeof INSTANCE_FIELDS>`: the registry's own type stays
 * ResourceDef. A field declared through a variable typed `FieldDef` keeps a loose type; every
 * field may be absent from an old record.
 */
import type { FieldDef, Values } from './fields';
import type { StoredFile } from './private-files';

/** The value a field of this declaration holds. */
export type FieldValue<F extends FieldDef> = F['type'] extends 'number'
  ? number
  : F['type'] extends 'switch' | 'checkbox'
    ? boolean
    : F['type'] extends 'multiselect' | 'tags'
      ? string[]
      : F['type'] extends 'array'
        ? Values[]
        : F['type'] extends 'group' | 'json' | 'keyvalue'
          ? Values
          : F['type'] extends 'date' | 'datetime-local'
            ? Date | string
            : // A private file is kept as what the file service read of it (model-factory.ts), one or several.
              F['type'] extends 'file'
              ? F extends { multiple: true }
                ? StoredFile[]
                : StoredFile
              : F extends { options: readonly { value: infer V }[] }
                ? V
                : string;

/** A stored record of the resource `R` (from the API's database reads: `_id` and `id` set). */
export type RecordOf<Fields extends readonly FieldDef[]> = { _id: string; id?: string; created_at?: Date | string; updated_at?: Date | string } & {
  [F in Fields[number] as F['name']]?: FieldValue<F>;
};
