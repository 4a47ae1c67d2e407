/**
 * Writes the activity log (spec 2 §2.5). The CRUD hooks of every registered collection
 * report their writes to the current request's scope, so a collection added to the
 * registry is logged without any code here; the log never records its own collection.
 */
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { getResource, resources, userActivity, users, type Values } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { changedFields, filledFields, labelOf, type ActivityRecord, type ObservedWrite } from './activity-entry';
import { activityScope } from './activity-scope';

@Injectable()
export class ActivityService implements OnModuleInit {
  private readonly logger = new Logger('Activité');

  constructor(private readonly crud: CrudService) {}

  onModuleInit(): void {
    for (const resource of resources) {
      if (resource.name === userActivity.name) continue;
      const observe = (write: ObservedWrite): void => {
        activityScope.getStore()?.writes.push(write);
      };
      this.crud.on(resource.name, {
        afterCreate: (record) =>
          observe({ action: 'create', collection: resource.name, id: String(record._id), fields: filledFields(resource, record), label: labelOf(record) }),
        afterUpdate: (before, after) =>
          observe({
            action: 'update',
            collection: resource.name,
            id: String(after._id),
            fields: changedFields(resource, before, after),
            label: labelOf(after),
          }),
        afterDelete: (before) =>
          observe({ action: 'delete', collection: resource.name, id: String(before._id), fields: [], label: labelOf(before) }),
      });
    }
  }

  isCollection(name: string): boolean {
    return name !== userActivity.name && getResource(name) !== undefined;
  }

  resourceType(collection: string | null): string | null {
    return (collection && getResource(collection)?.singular) || null;
  }

  /** How a person names a record of a registered collection, when it still exists. */
  async labelOf(collection: string, id: string): Promise<string | undefined> {
    const resource = getResource(collection);
    const record = resource ? await this.crud.findById(resource, id) : null;
    return record ? labelOf(record.toJSON()) : undefined;
  }

  /** The account of an e-mail, to attribute a login attempt or a registration. */
  async userIdByEmail(email: string | undefined): Promise<string | null> {
    if (!email) return null;
    const found = await this.crud.model(users.name).findOne({ email }, { _id: 1 }).lean<Values>().exec();
    return found ? String(found._id) : null;
  }

  /** A failure to log never fails the request it describes. */
  async record(entries: ActivityRecord[]): Promise<void> {
    if (!entries.length) return;
    await this.crud
      .model(userActivity.name)
      .insertMany(entries)
      .catch((error: unknown) => this.logger.error(`journal d'activité non écrit : ${(error as Error).message}`));
  }
}
