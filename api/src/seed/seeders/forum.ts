import { Types } from 'mongoose';
import {
  banExpiry,
  forumBans,
  forumCategories,
  forumModerationLog,
  forumReplies,
  forumReports,
  forumTopics,
  users,
  type Values,
} from '@hexagone/schemas';
import { toSessionUser } from '../../auth/session-user';
import type { CrudContext } from '../../crud/crud-hooks';
import type { CrudService } from '../../crud/crud.service';
import {
  DEMO_FORUM_BANS,
  DEMO_FORUM_CATEGORIES,
  DEMO_FORUM_REPORTS,
  DEMO_FORUM_TOPICS,
  type DemoAuthor,
  type DemoForumTopic,
} from '../data/forum';
import { DAY_MS, daysBefore } from '../random';
import type { SeedLog, Seeder } from '../seeder';

const HOUR_MS = 3_600_000;
const oid = (id: unknown) => new Types.ObjectId(String(id));
/** Oldest first, so that the lists' default order (newest record first) reads as time does. */
const oldestFirst = <T extends { daysAgo: number }>(items: readonly T[]) => [...items].sort((a, b) => b.daysAgo - a.daysAgo);

/**
 * The demo forum. Everything goes through the generic writes, so counters, server-kept
 * authors and the moderation log come from the forum's own hooks; the seed then only
 * moves the dates into the past (no request may set them).
 */
export const forumSeeder: Seeder = {
  name: 'forum',
  order: 40,
  async run(crud, log, ctx) {
    const categoryIds = await seedCategories(crud, log, ctx);
    if ((await crud.model(forumTopics.name).estimatedDocumentCount().exec()) > 0) {
      log('sujets déjà présents, rien à ajouter');
      return;
    }
    const forum = new DemoForum(crud, await Cast.load(crud, ctx), new Date());
    const topics = [];
    for (const [index, demo] of DEMO_FORUM_TOPICS.entries()) topics.push(await forum.topic(demo, index, categoryIds));
    log(`${topics.length} sujet(s) et ${topics.reduce((sum, t) => sum + t.replies.length, 0)} réponse(s) créé(s)`);
    for (const report of oldestFirst(DEMO_FORUM_REPORTS)) await forum.report(report, topics[report.topic]);
    log(`${DEMO_FORUM_REPORTS.length} signalement(s) créé(s)`);
    let bans = 0;
    for (const ban of oldestFirst(DEMO_FORUM_BANS)) if (await forum.ban(ban)) bans += 1;
    log(`${bans} bannissement(s) créé(s)`);
  },
};

async function seedCategories(crud: CrudService, log: SeedLog, ctx: CrudContext): Promise<Map<string, string>> {
  const model = crud.model(forumCategories.name);
  const agents = await crud.model(users.name).find({ role: 'support' }).sort({ _id: 1 }).lean<Values[]>().exec();
  const ids = new Map<string, string>();
  let created = 0;
  for (const category of DEMO_FORUM_CATEGORIES) {
    const existing = await model.findOne({ slug: category.slug }).lean<Values>().exec();
    if (existing) {
      ids.set(category.slug, String(existing._id));
      continue;
    }
    const moderators = agents.map((agent) => String(agent.email));
    const record = await crud.create(forumCategories, { ...category, is_private: false, is_active: true, moderators }, ctx);
    ids.set(category.slug, String(record._id));
    created += 1;
  }
  log(`${created} catégorie(s) du forum créée(s)`);
  return ids;
}

/** Who plays which part: customers write, support agents answer and take turns at moderating. */
class Cast {
  private turns = 0;

  private constructor(
    private readonly customers: Values[],
    private readonly agents: Values[],
    /** The seed's own writer (the first administrator), for what no one in particular does. */
    readonly writer: CrudContext,
  ) {}

  static async load(crud: CrudService, writer: CrudContext): Promise<Cast> {
    const people = await crud.model(users.name).find({}).sort({ _id: 1 }).lean<Values[]>().exec();
    const agents = people.filter((p) => p.role === 'support');
    return new Cast(
      people.filter((p) => p.role === 'user'),
      agents.length ? agents : people.filter((p) => p.role === 'admin'),
      writer,
    );
  }

  account(author: DemoAuthor, turn: number): Values | undefined {
    const pool = author === 'staff' || !this.customers.length ? this.agents : this.customers;
    return pool.length ? pool[(author === 'staff' ? turn : author) % pool.length] : undefined;
  }

  id(author: DemoAuthor, turn: number): string | undefined {
    const account = this.account(author, turn);
    return account ? String(account._id) : undefined;
  }

  as(account: Values | undefined): CrudContext {
    return account ? { user: toSessionUser(account) } : this.writer;
  }

  moderator(): CrudContext {
    return this.as(this.agents.length ? this.agents[this.turns++ % this.agents.length] : undefined);
  }
}

interface SeededTopic {
  record: Values;
  replies: Values[];
}

class DemoForum {
  constructor(
    private readonly crud: CrudService,
    private readonly cast: Cast,
    private readonly now: Date,
  ) {}

  /** A topic and its replies spread over its life, then pinned or locked by a moderator. */
  async topic(demo: DemoForumTopic, index: number, categoryIds: Map<string, string>): Promise<SeededTopic> {
    const openedAt = daysBefore(this.now, demo.daysAgo);
    const body = { title: demo.title, category_id: categoryIds.get(demo.category), content: demo.content, tags: [...demo.tags] };
    const record = await this.crud.create(forumTopics, { ...body, author_id: this.cast.id(demo.by, index) }, this.cast.writer);
    await this.set(forumTopics.name, record._id, { created_at: openedAt, view_count: demo.views });

    const step = Math.min((demo.daysAgo * DAY_MS) / (demo.replies.length + 1), 9 * HOUR_MS);
    const replies: Values[] = [];
    let last = { at: openedAt, by: String(record.author_name ?? '') };
    for (const [turn, reply] of demo.replies.entries()) {
      const at = new Date(openedAt.getTime() + (turn + 1) * step);
      const created = await this.crud.create(
        forumReplies,
        { topic_id: String(record._id), content: reply.text, author_id: this.cast.id(reply.by, index + turn), is_solution: reply.solution === true },
        this.cast.writer,
      );
      await this.set(forumReplies.name, created._id, { created_at: at });
      last = { at, by: String(created.author_name ?? '') };
      replies.push(created);
    }
    await this.set(forumTopics.name, record._id, { last_activity: last.at, last_post_by: last.by });

    if (demo.pinned || demo.locked) {
      const flags = { ...(demo.pinned ? { is_pinned: true } : {}), ...(demo.locked ? { is_locked: true } : {}) };
      await this.logged(new Date(openedAt.getTime() + HOUR_MS), () => this.crud.update(forumTopics, String(record._id), flags, this.cast.moderator()));
    }
    return { record, replies };
  }

  /** A report by a customer, handled a few hours later when it has an outcome. */
  async report(report: (typeof DEMO_FORUM_REPORTS)[number], topic: SeededTopic): Promise<void> {
    const reply = report.reply === undefined ? undefined : topic.replies[report.reply];
    const reported = reply
      ? { content_type: 'message', reply_id: String(reply._id), content: reply.content }
      : { content_type: 'topic', content: topic.record.content };
    const created = await this.crud.create(
      forumReports,
      { type: report.type, reason: report.reason, topic_id: String(topic.record._id), ...reported },
      this.cast.as(this.cast.account(report.by, report.topic)),
    );
    const madeAt = daysBefore(this.now, report.daysAgo);
    await this.set(forumReports.name, created._id, { created_at: madeAt });
    if (!report.outcome) return;
    const handledAt = new Date(madeAt.getTime() + 3 * HOUR_MS);
    await this.logged(handledAt, () => this.crud.update(forumReports, String(created._id), { ...report.outcome }, this.cast.moderator()));
    await this.set(forumReports.name, created._id, { resolved_at: handledAt });
  }

  async ban(ban: (typeof DEMO_FORUM_BANS)[number]): Promise<boolean> {
    const user = this.cast.account(ban.user, 0);
    if (!user) return false;
    const bannedAt = daysBefore(this.now, ban.daysAgo);
    const body = { user_id: String(user._id), reason: ban.reason, duration_days: ban.duration_days, ban_ip: ban.ban_ip === true };
    // A report resolved with a ban may have banned the account already: the moderator then
    // sets that ban's terms (a permanent ban after a proven scam) instead of adding a second.
    const [current] = await this.crud.model(forumBans.name).find({ user_id: body.user_id, is_active: true }).lean<Values[]>().exec();
    const saved = await this.logged(bannedAt, () =>
      current ? this.crud.update(forumBans, String(current._id), body, this.cast.moderator()) : this.crud.create(forumBans, body, this.cast.moderator()),
    );
    await this.set(forumBans.name, saved._id, { created_at: bannedAt, expires_at: banExpiry(bannedAt, ban.duration_days) ?? null });
    return true;
  }

  /** The driver's own update: mongoose keeps created_at immutable. */
  private async set(collection: string, id: unknown, values: Values): Promise<void> {
    await this.crud.model(collection).collection.updateOne({ _id: oid(id) }, { $set: values });
  }

  /** Runs a moderation action, then dates the log entries it wrote. */
  private async logged<T>(at: Date, action: () => Promise<T>): Promise<T> {
    const log = this.crud.model(forumModerationLog.name);
    const [latest] = await log.find({}, { _id: 1 }).sort({ _id: -1 }).limit(1).lean<Values[]>().exec();
    const result = await action();
    await log.collection.updateMany(latest ? { _id: { $gt: oid(latest._id) } } : {}, { $set: { created_at: at } });
    return result;
  }
}
