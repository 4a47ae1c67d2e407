import { aiModels, aiTemplates, aiUsage, users, type AiUsageStatus, type Values } from '@hexagone/schemas';
import { recordUsage, type UsageEntry } from '../../ai/usage-records';
import { DEMO_MODELS, DEMO_TEMPLATES, DEMO_USAGE, type DemoModel } from '../data/ai';
import { daysBefore, seededRandom, type Random } from '../random';
import type { Seeder } from '../seeder';

/** Picks by relative weight. */
function weighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  let draw = random.next() * items.reduce((sum, item) => sum + weight(item), 0);
  for (const item of items) {
    draw -= weight(item);
    if (draw < 0) return item;
  }
  return items[items.length - 1];
}

function statusOf(random: Random): AiUsageStatus {
  const draw = random.next();
  if (draw < DEMO_USAGE.errorRate) return 'error';
  if (draw < DEMO_USAGE.errorRate + DEMO_USAGE.timeoutRate) return 'timeout';
  return 'success';
}

/** One call: tokens and latency in proportion to the model's kind and speed; a failed call produced nothing. */
function demoCall(random: Random, model: DemoModel, template: Values | undefined, now: Date): Omit<UsageEntry, 'user'> {
  const status = statusOf(random);
  const embedding = model.type === 'embedding';
  const input_tokens = embedding ? random.int(50, 2000) : random.int(150, 3500);
  const cap = typeof template?.max_tokens === 'number' ? template.max_tokens : 1200;
  // Most answers are short, a few run to the cap: squaring a uniform draw skews it that way.
  const output_tokens = status !== 'success' || embedding ? 0 : Math.max(20, Math.round(cap * random.next() ** 2));
  const latency =
    status === 'timeout'
      ? DEMO_USAGE.timeoutMs
      : status === 'error'
        ? random.int(120, 900)
        : random.int(180, 450) + Math.round(output_tokens * model.msPerOutputToken * (0.8 + random.next() * 0.4));
  return {
    model: model.model_id,
    ...(template ? { template: String(template._id) } : {}),
    input_tokens,
    output_tokens,
    latency,
    status,
    created_at: daysBefore(now, random.next() * DEMO_USAGE.days),
  };
}

/**
 * The AI catalogue (models, templates) and a month of usage, priced at the models' rates
 * through recordUsage so that the models' figures and the templates' usage follow.
 */
export const aiSeeder: Seeder = {
  name: 'ai',
  order: 45,
  async run(crud, log, ctx) {
    let models = 0;
    for (const model of DEMO_MODELS) {
      if (await crud.model(aiModels.name).exists({ model_id: model.model_id }).exec()) continue;
      // The demo's traffic weights are not model fields: the registry keeps declared fields only.
      await crud.create(aiModels, { ...model, capabilities: [...model.capabilities] }, ctx);
      models += 1;
    }
    log(`${models} modèle(s) IA créé(s)`);

    let templates = 0;
    for (const template of DEMO_TEMPLATES) {
      if (await crud.model(aiTemplates.name).exists({ name: template.name }).exec()) continue;
      await crud.create(aiTemplates, { ...template, variables: structuredClone(template.variables) }, ctx);
      templates += 1;
    }
    log(`${templates} template(s) IA créé(s)`);

    if (await crud.model(aiUsage.name).exists({}).exec()) return log('0 appel IA enregistré (historique déjà présent)');
    const random = seededRandom(2024);
    const now = new Date();
    const customers = (await crud.model(users.name).find({ role: 'user' }).lean<Values[]>().exec()).map((user) => String(user._id));
    const stored = await crud.model(aiTemplates.name).find().lean<Values[]>().exec();
    const callable = DEMO_MODELS.filter((model) => model.traffic > 0);
    const entries: UsageEntry[] = [];
    for (let n = 0; n < DEMO_USAGE.calls; n += 1) {
      const model = weighted(random, callable, (m) => m.traffic);
      const runnable = stored.filter((template) => template.model_id === model.model_id);
      const template = runnable.length && random.next() < DEMO_USAGE.withTemplate ? random.pick(runnable) : undefined;
      const byPlatform = !customers.length || random.next() < DEMO_USAGE.system;
      entries.push({ ...demoCall(random, model, template, now), ...(byPlatform ? {} : { user: random.pick(customers) }) });
    }
    entries.sort((a, b) => a.created_at!.getTime() - b.created_at!.getTime());
    await recordUsage(crud, entries, ctx);
    log(`${entries.length} appel(s) IA enregistré(s) sur ${DEMO_USAGE.days} jours`);
  },
};
