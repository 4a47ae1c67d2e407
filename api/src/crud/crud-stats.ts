/** The figures of a resource's stats strip over the records a list's search and filters select. */
import type { Model } from 'mongoose';
import type { ResourceDef, Values } from '@hexagone/schemas';
import type { Doc, Selection } from './crud-models';
import { buildMongoFilter } from './mongo-filter';

export async function resourceStats(model: Model<Doc>, resource: ResourceDef, query: Selection): Promise<Record<string, number>> {
  const filter = buildMongoFilter(resource, query);
  const where = (extra?: Values) => {
    const parts = [filter, extra ?? {}].filter((part) => Object.keys(part).length);
    return parts.length > 1 ? { $and: parts } : (parts[0] ?? {});
  };
  const sumOf = async (field: string) => {
    // FerretDB's $group knows $sum: enough for totals; averages are divided here.
    const [row] = await model.aggregate<{ total: number }>([{ $match: where() }, { $group: { _id: null, total: { $sum: `$${field}` } } }]);
    return row?.total ?? 0;
  };
  const result: Record<string, number> = {};
  for (const stat of resource.stats) {
    if (stat.kind === 'count') {
      result[stat.key] = await model.countDocuments(where(stat.where)).exec();
      continue;
    }
    let total = 0;
    for (const field of stat.fields ?? []) total += await sumOf(field);
    if (stat.kind === 'sum') result[stat.key] = total;
    else {
      const count = await model.countDocuments(where()).exec();
      result[stat.key] = count ? total / count : 0;
    }
  }
  return result;
}
