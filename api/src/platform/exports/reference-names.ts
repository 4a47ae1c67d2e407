/**
 * Resolves the names of the records an export's references point at, one query per
 * referenced collection and batch of rows, remembered for the rest of the export.
 */
import { getResource, titleFieldOf, type FieldDef, type ResourceDef, type Values } from '@hexagone/schemas';
import type { CrudService } from '../../crud/crud.service';
import { isObjectId } from '../../crud/object-id';
import type { ExportColumn, ReferenceNames } from './export-columns';

interface Target {
  resource: ResourceDef;
  valueField: string;
  labelFields: readonly string[];
  values: unknown[];
  key: (value: unknown) => string;
}

/** Beyond this many remembered names per reference, the memory is cleared and rebuilt. */
const REMEMBERED = 20_000;

export class ReferenceNameResolver {
  private readonly names = new Map<string, Map<string, string>>();

  constructor(
    private readonly crud: CrudService,
    private readonly columns: readonly ExportColumn[],
  ) {}

  async namesFor(records: readonly Values[]): Promise<ReferenceNames> {
    for (const column of this.columns) {
      const field = column.field;
      if (column.show !== 'name' || !field) continue;
      const known = this.names.get(field.name) ?? new Map<string, string>();
      if (known.size > REMEMBERED) known.clear();
      this.names.set(field.name, known);
      for (const target of this.targetsOf(field, records)) {
        const missing = [...new Set(target.values)]
          .filter((value) => value !== undefined && value !== null && value !== '' && !known.has(target.key(value)))
          .filter((value) => target.valueField !== '_id' || isObjectId(value));
        if (!missing.length) continue;
        for (const found of await this.lookUp(target.resource, target.valueField, missing)) {
          const label = target.labelFields.map((name) => found[name]).filter((part) => part !== undefined && part !== null && part !== '').join(' — ');
          known.set(target.key(found[target.valueField]), label);
        }
      }
    }
    return this.names;
  }

  /** Where the values of a reference column point: one collection, or for `recordOf` one per collection named. */
  private targetsOf(field: FieldDef, records: readonly Values[]): Target[] {
    const reference = field.reference;
    const referenced = reference && getResource(reference.resource);
    if (reference && referenced) {
      return [{ resource: referenced, valueField: reference.valueField ?? '_id', labelFields: reference.labelFields, values: records.map((r) => r[field.name]), key: String }];
    }
    if (!field.recordOf) return [];
    const byCollection = new Map<string, unknown[]>();
    for (const record of records) {
      const collection = String(record[field.recordOf.collectionField] ?? '');
      byCollection.set(collection, [...(byCollection.get(collection) ?? []), record[field.name]]);
    }
    return [...byCollection].flatMap(([collection, values]) => {
      const resource = getResource(collection);
      const title = resource && titleFieldOf(resource);
      return resource && title ? [{ resource, valueField: '_id', labelFields: [title], values, key: (value: unknown) => `${collection}/${String(value)}` }] : [];
    });
  }

  private lookUp(resource: ResourceDef, valueField: string, values: unknown[]): Promise<Values[]> {
    return this.crud.model(resource.name).find({ [valueField]: { $in: values } }).lean<Values[]>().exec();
  }
}
