/**
 * What deleting records does to the records of other resources that point at them, as their
 * reference declares: the deletion refused, the reference emptied, or those records deleted.
 */
import { ConflictException } from '@nestjs/common';
import { isEmptyValue, type FieldDef, type ResourceDef, type Values } from '@hexagone/schemas';
import { ERRORS } from '../common/errors';
import type { Counters } from './counters';
import type { CrudModels } from './crud-models';

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
   * are deleted in turn (with their own dependents and counters). Their hooks do not run:
   * a cascade is part of the parent's deletion, logged with it.
   */
  async followDeletion(resource: ResourceDef, records: Values[]): Promise<void> {
    for (const { child, field, keys } of this.dependents(resource, records)) {
      const filter = { [field.name]: { $in: keys } };
      if (field.reference?.onDelete === 'setNull') {
        await this.models.model(child.name).updateMany(filter, { $set: { [field.name]: null } }).exec();
      }
      if (field.reference?.onDelete === 'cascade') {
        const doomed = (await this.models.model(child.name).find(filter).lean().exec()) as Values[];
        if (!doomed.length) continue;
        await this.assertNotReferenced(child, doomed);
        await this.models.model(child.name).deleteMany({ _id: { $in: doomed.map((d) => d._id) } }).exec();
        await this.counters.refresh(child, doomed);
        await this.followDeletion(child, doomed);
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
