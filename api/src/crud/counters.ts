/**
 * The counters a resource declares over the records of another (a role's users, a plan's
 * active subscriptions), recounted after every write of those records.
 */
import type { CounterDef, ResourceDef, Values } from '@hexagone/schemas';
import { config } from '../config';
import type { CrudModels } from './crud-models';
import { Recounts } from './recounts';
import { sameValue } from './write-values';

export class Counters {
  private readonly recounts = new Recounts();

  constructor(private readonly models: CrudModels) {}

  /**
   * Recounts every counter that records of `changed` feed, for the parents these records
   * point at. Counted, never incremented: `$inc` loses updates on the embedded database.
   * The counters of one parent record are set in one update: FerretDB rewrites the whole
   * document on every update, so two updates of different fields of one record at once lose
   * one of them. Recounts of one record are merged and run one at a time (Recounts), so
   * concurrent writes end with the exact figures; when other processes may write too, the
   * counts are checked again after they are set, until they hold.
   */
  async refresh(changed: ResourceDef, records: Values[], options: { update?: boolean } = {}): Promise<void> {
    const work: Promise<void>[] = [];
    for (const parent of this.models.registered) {
      // A parent's counters fed by `changed` are recounted and written together, in one write:
      // stock FerretDB rewrote the whole document, so two writes of different counters at once lost one.
      const counters = parent.counters.filter((counter) => counter.of === changed.name);
      const affected = counters.filter((counter) => {
        // `records` are the before and after of one update: a record that kept its key and the
        // fields of the counter's condition moved no count.
        const watched = [counter.foreignField, ...Object.keys(counter.where ?? {})];
        return !(options.update && watched.every((name) => sameValue(records[0]?.[name], records[1]?.[name])));
      });
      if (!affected.length) continue;
      const groups = new Map<string, CounterDef[]>();
      for (const counter of counters) {
        const local = counter.localField ?? '_id';
        groups.set(local, [...(groups.get(local) ?? []), counter]);
      }
      for (const [local, group] of groups) {
        if (!group.some((counter) => affected.includes(counter))) continue;
        const keys = new Set(group.flatMap((counter) => records.map((r) => r[counter.foreignField])).filter((k) => k !== undefined && k !== null));
        for (const key of keys) {
          const countAll = async () => {
            const counts: Values = {};
            for (const counter of group) {
              counts[counter.field] = await this.models.model(changed.name).countDocuments({ ...whereOf(counter.where), [counter.foreignField]: key }).exec();
            }
            return counts;
          };
          const recount = async () => {
            for (let attempt = 0, counts = await countAll(); ; attempt++) {
              await this.models
                .model(parent.name)
                // A recount is not an edit of the parent: its updated_at stays.
                .updateMany({ [local]: key }, { $set: counts }, { timestamps: false })
                .exec();
              if (config.soleWriter || attempt >= 3) return;
              const again = await countAll();
              if (group.every((counter) => again[counter.field] === counts[counter.field])) return;
              counts = again;
            }
          };
          work.push(this.recounts.request(`${parent.name}<${changed.name}.${local}:${String(key)}`, recount));
        }
      }
    }
    await Promise.all(work);
  }

  /**
   * A new record's own counters start true, even when records pointing at it already exist
   * (users of a role created afterwards). Nothing can point at an id not yet given.
   */
  async initial(resource: ResourceDef, values: Values): Promise<Values> {
    const counts: Values = {};
    for (const counter of resource.counters) {
      const key = values[counter.localField ?? '_id'];
      if (key === undefined) continue;
      counts[counter.field] = await this.models.model(counter.of).countDocuments({ ...whereOf(counter.where), [counter.foreignField]: key }).exec();
    }
    return counts;
  }
}

/** The count of a counter declaring a condition ('active subscriptions'): a list means any of its values. */
function whereOf(where: CounterWhere | undefined): Values {
  const filter: Values = {};
  for (const [name, value] of Object.entries(where ?? {})) filter[name] = Array.isArray(value) ? { $in: value } : value;
  return filter;
}
type CounterWhere = ResourceDef['counters'][number]['where'];
