/**
 * What deleting records does to the records of other resources that point at them, as their
 * reference declares: the deletion refused, the reference emptied, or those records deleted.
 */
import { ConflictException } from '@nestjs/common';
import { isEmptyValue, type FieldDef, type ResourceDef, type Values } from '@hexagone/schemas';
import { ERRORS } from '../common/errors';
import type { Counters } from './counters';
import type { CrudModels } from './crud-models';

/**
 * How a cascade writes each record it changes: one write per record, each with its own trail
 * (crud-writes.ts), so that the log, the audit chain and the events name every record changed.
 */
export interface CascadeWriter {
  /** Empties `field` of a record if it still points at one of `keys`; whether it did. */
  empty(resource: ResourceDef, record: Values, field: string, keys: string[]): Promise<boolean>;
  /** Deletes a record; whether it was still there. */
  remove(resource: ResourceDef, record: Values): Promise<boolean>;
}

export class ReferenceCascades {
  constructor(
    private readonly models: CrudModels,
    private readonly counters: Counters,
  ) {}

  /** 409 when a reference declared 'refuse' points at one of these records. */
  async assertNotReferenced(resource: ResourceDef, records: Values[]): Promise<void> {
    for (const { child, field, keys } of this.dependents(resource, records)) {
      if (field.reference?.onDelete !== 'refuse') continue;
      if (await this.models.model(child.name).exists({ [field.name]: { $in: keys } }).exec()) {
        throw new ConflictException(field.reference.onDeleteMessage ?? ERRORS.referenced(child.label));
      }
    }
  }

  /**
   * After a deletion: references declared 'setNull' are emptied, records declared 'cascade'
   * are deleted in turn (with their own dependents and counters), each through `writer`.
   * Their domain hooks do not run: a cascade is part of the parent's deletion.
   */
  async followDeletion(resource: ResourceDef, records: Values[], writer: CascadeWriter): Promise<void> {
    for (const { child, field, keys } of this.dependents(resource, records)) {
      const filter = { [field.name]: { $in: keys } };
      if (field.reference?.onDelete === 'setNull') {
        const pointing = (await this.models.model(child.name).find(filter).lean().exec()) as Values[];
        for (const record of pointing) await writer.empty(child, record, field.name, keys);
      }
      if (field.reference?.onDelete === 'cascade') {
        const doomed = (await this.models.model(child.name).find(filter).lean().exec()) as Values[];
        if (!doomed.length) continue;
        await this.assertNotReferenced(child, doomed);
        const deleted: Values[] = [];
        for (const record of doomed) if (await writer.remove(child, record)) deleted.push(record);
        await this.counters.refresh(child, deleted);
        await this.followDeletion(child, deleted, writer);
      }
    }
  }

  /** Records of other resources that point at these records: refused, emptied or deleted as declared. */
  private dependents(resource: ResourceDef, records: Values[]) {
    const links: { child: ResourceDef; field: FieldDef; keys: string[] }[] = [];
    for (const child of this.models.registered) {
      for (const field of child.fields) {
        const reference = field.reference;
        if (field.type !== 'reference' || reference?.resource !== resource.name || !reference.onDelete) continue;
        const keys = records.map((r) => r[reference.valueField ?? '_id']).filter((k) => !isEmptyValue(k)).map(String);
        if (keys.length) links.push({ child, field, keys });
      }
    }
    return links;
  }
}
