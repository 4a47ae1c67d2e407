/**
 * Resolves the names of the records an export's references point at, one query per
 * referenced collection and batch of rows, remembered for the rest of the export.
 */
import type { ResourceDef, Values } from '@hexagone/schemas';
import { getResource } from '@hexagone/schemas';
import type { CrudService } from '../../crud/crud.service';
import { isObjectId } from '../../crud/object-id';
import type { ExportColumn, ReferenceNames } from './export-columns';

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
      const reference = column.field?.reference;
      const referenced = reference && getResource(reference.resource);
      if (column.show !== 'name' || !reference || !referenced) continue;
      const known = this.names.get(column.field!.name) ?? new Map<string, string>();
      if (known.size > REMEMBERED) known.clear();
      this.names.set(column.field!.name, known);
      const valueField = reference.valueField ?? '_id';
      const missing = [...new Set(records.map((record) => record[column.field!.name]))]
        .filter((value) => value !== undefined && value !== null && value !== '' && !known.has(String(value)))
        .filter((value) => valueField !== '_id' || isObjectId(value));
      if (!missing.length) continue;
      for (const found of await this.lookUp(referenced, valueField, missing)) {
        known.set(String(found[valueField]), reference.labelFields.map((name) => found[name]).filter((part) => part !== undefined && part !== null && part !== '').join(' — '));
      }
    }
    return this.names;
  }

  private lookUp(resource: ResourceDef, valueField: string, values: unknown[]): Promise<Values[]> {
    return this.crud.model(resource.name).find({ [valueField]: { $in: values } }).lean<Values[]>().exec();
  }
}
