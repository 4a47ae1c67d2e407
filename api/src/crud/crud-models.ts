/**
 * The models of the registered resources: each resource's mongoose model and declared
 * indexes, and on MongoDB the indexes its list queries need (the embedded default uses none
 * but `_id`'s, so none are made there).
 */
import type { Connection, Model } from 'mongoose';
import { resources, type ResourceDef, type Values } from '@hexagone/schemas';
import type { ListQuery } from './list-query';
import { buildSchema } from './model-factory';
import { queryIndexes, SERVICE_INDEXES } from './query-indexes';

export type Doc = Values & { _id: unknown };

export interface ListResult {
  data: Values[];
  total: number;
}

/** The part of a list query that selects records (stats and exports take no page). */
export type Selection = Pick<ListQuery, 'q' | 'filters' | 'owner'>;

export class CrudModels {
  private readonly models = new Map<string, Model<Doc>>();
  /** Every resource served, so that references and counters between them are followed. */
  readonly registered: ResourceDef[] = [];
  /** Set at start: the embedded default creates no query indexes (FerretDB uses none but `_id`'s). */
  private onMongoDb = false;

  constructor(private readonly connection: Connection) {}

  /** Asks the database what it is, and makes the service indexes on MongoDB. */
  async start(): Promise<void> {
    this.onMongoDb = !(await this.isFerretDb());
  }

  async createServiceIndexes(): Promise<void> {
    if (this.onMongoDb) for (const [name, indexes] of Object.entries(SERVICE_INDEXES)) await this.connection.collection(name).createIndexes([...indexes]);
  }

  /** Builds a resource's model, its declared indexes and, on MongoDB, the indexes its list queries need. */
  async register(resource: ResourceDef): Promise<Model<Doc>> {
    const model = this.connection.model<Doc>(resource.name, buildSchema(resource));
    this.models.set(resource.name, model);
    this.registered.push(resource);
    await model.init();
    const indexes = queryIndexes(resource, resources);
    if (this.onMongoDb && indexes.length) await model.collection.createIndexes(indexes);
    return model;
  }

  model(name: string): Model<Doc> {
    const model = this.models.get(name);
    if (!model) throw new Error(`Unknown resource ${name}`);
    return model;
  }

  /** The embedded default answers buildInfo with its own version beside MongoDB's. */
  private async isFerretDb(): Promise<boolean> {
    const info = await this.connection.db!.admin().command({ buildInfo: 1 });
    return 'ferretdbVersion' in info;
  }
}
