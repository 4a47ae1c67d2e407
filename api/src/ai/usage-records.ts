/**
 * Records calls made to the AI models, and keeps what follows from them: each model's
 * `usage_stats` (requests and cost, recounted from the usage records) and each template's
 * `usage_count` and `last_used`. No public path writes usage yet: the seed records its
 * history through `recordUsage`, and a future model gateway will too. Functions over the
 * CrudService, so a seeder (which has no Nest injection) calls them like any module.
 */
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { aiModels, aiTemplates, aiUsage, estimateCost, type AiUsageStatus, type ModelUsageStats, type Values } from '@hexagone/schemas';
import type { CrudContext } from '../crud/crud-hooks';
import type { CrudService } from '../crud/crud.service';

export interface UsageEntry {
  /** The caller's user id; none for the platform's own calls. */
  user?: string;
  /** The model's model_id. */
  model: string;
  /** The template's id, when the call ran one. */
  template?: string;
  input_tokens: number;
  output_tokens: number;
  latency: number;
  status: AiUsageStatus;
  request_id?: string;
  /** When the call was made (the seed's history); now by default. */
  created_at?: Date;
}

/** A provider-style request id: req_ and 16 hex digits. */
export const newRequestId = (): string => `req_${randomBytes(8).toString('hex')}`;

/** Costs are kept to the millionth of a euro (sums of floats drift); screens show 4 decimals. */
const roundCost = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Stores the calls, each priced at its model's rates, then recounts the models' and templates' figures once. */
export async function recordUsage(crud: CrudService, entries: readonly UsageEntry[], ctx: CrudContext = {}): Promise<Values[]> {
  const models = new Map<string, Values>();
  const records: Values[] = [];
  const templateUses = new Map<string, { count: number; last: Date }>();
  const usage = crud.model(aiUsage.name);

  for (const entry of entries) {
    let model = models.get(entry.model);
    if (!model) {
      model = (await crud.model(aiModels.name).findOne({ model_id: entry.model }).lean().exec()) as Values | undefined;
      if (!model) throw new Error(`Modèle IA inconnu : ${entry.model}`);
      models.set(entry.model, model);
    }
    const body: Values = {
      model: entry.model,
      input_tokens: entry.input_tokens,
      output_tokens: entry.output_tokens,
      total_cost: roundCost(estimateCost(model, entry.input_tokens, entry.output_tokens).total),
      latency: entry.latency,
      status: entry.status,
      request_id: entry.request_id ?? newRequestId(),
      ...(entry.user ? { user: entry.user } : {}),
      ...(entry.template ? { template: entry.template } : {}),
    };
    const record = await crud.create(aiUsage, body, ctx);
    const at = entry.created_at ?? new Date();
    if (entry.created_at) {
      // The driver's own update: mongoose keeps created_at immutable, and no request may set it.
      await usage.collection.updateOne({ _id: new Types.ObjectId(String(record._id)) }, { $set: { created_at: at } });
      record.created_at = at.toISOString();
    }
    records.push(record);
    if (entry.template) {
      const use = templateUses.get(entry.template);
      templateUses.set(entry.template, { count: (use?.count ?? 0) + 1, last: use && use.last > at ? use.last : at });
    }
  }

  await refreshUsageStats(crud, models.keys());
  for (const [id, use] of templateUses) await markTemplateUsed(crud, id, use.count, use.last);
  return records;
}

/** The models' `usage_stats` recounted from every usage record that names them. */
export async function refreshUsageStats(crud: CrudService, modelIds: Iterable<string>): Promise<void> {
  const usage = crud.model(aiUsage.name);
  for (const modelId of new Set(modelIds)) {
    const [total_requests, [sum]] = await Promise.all([
      usage.countDocuments({ model: modelId }).exec(),
      usage.aggregate<{ total: number }>([{ $match: { model: modelId } }, { $group: { _id: null, total: { $sum: '$total_cost' } } }]),
    ]);
    const stats: ModelUsageStats = { total_requests, total_cost: roundCost(sum?.total ?? 0) };
    await crud
      .model(aiModels.name)
      .updateMany({ model_id: modelId }, { $set: { usage_stats: stats } })
      .exec();
  }
}

/** Adds uses to a template and moves its last use forward, never back. */
export async function markTemplateUsed(crud: CrudService, id: string, count: number, at: Date): Promise<void> {
  const template = await crud.findById(aiTemplates, id);
  if (!template) return;
  const last = template.get('last_used') as Date | undefined;
  const moveLast = !last || last < at;
  await crud
    .model(aiTemplates.name)
    .updateOne({ _id: template._id }, { $inc: { usage_count: count }, ...(moveLast ? { $set: { last_used: at } } : {}) })
    .exec();
}
