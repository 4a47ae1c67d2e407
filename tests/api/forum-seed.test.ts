/**
 * The demo forum of `npm run seed`: created through the API's own rules, so that counters,
 * authors, activity and the moderation log are those the back-office and the site show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecord } from '../support/records';
import { seedNewInstallation, stopSeedTarget, type SeededInstallation } from '../support/seed-target';

let seeded: SeededInstallation;

beforeAll(async () => {
  seeded = await seedNewInstallation();
}, 180_000);
afterAll(() => stopSeedTarget(seeded ?? {}));

describe('the demo forum', () => {
  it('reports its categories, topics, replies, reports and bans', () => {
    expect(seeded.report).toContain('forum : 6 catégorie(s) du forum créée(s)');
    expect(seeded.report).toContain('forum : 25 sujet(s) et 80 réponse(s) créé(s)');
    expect(seeded.report).toContain('forum : 5 signalement(s) créé(s)');
    expect(seeded.report).toContain('forum : 3 bannissement(s) créé(s)');
  });

  it('has the six categories of the public forum, with counts that match their topics and replies', async () => {
    const categories = await seeded.list('forum_categories');
    expect(categories.map((c) => [c.slug, c.name])).toEqual([
      ['announcements', 'Annonces'],
      ['general', 'Général'],
      ['installation', 'Installation'],
      ['troubleshooting', 'Dépannage'],
      ['features', 'Fonctionnalités'],
      ['showcase', 'Vitrine'],
    ]);
    const topics = await seeded.list('forum_topics');
    const replies = await seeded.list('forum_replies');
    for (const category of categories) {
      const own = topics.filter((t) => t.category_id === category._id);
      const ownReplies = replies.filter((r) => own.some((t) => t._id === r.topic_id));
      expect(category.topic_count, category.slug).toBe(own.length);
      expect(category.post_count, category.slug).toBe(own.length + ownReplies.length);
      expect(category.moderators.length).toBeGreaterThan(0);
    }
    for (const topic of topics) expect(topic.reply_count, topic.title).toBe(replies.filter((r) => r.topic_id === topic._id).length);
  });

  it('dates each topic by its last reply, names its authors, and pins, locks and solves a few', async () => {
    const topics = await seeded.list('forum_topics');
    const replies = await seeded.list('forum_replies');
    for (const topic of topics) {
      const own = replies.filter((r) => r.topic_id === topic._id).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
      expect(Date.parse(topic.last_activity), topic.title).toBe(Date.parse(own[0]?.created_at ?? topic.created_at));
      expect(topic.last_post_by).toBe(own[0]?.author_name ?? topic.author_name);
      expect(Date.parse(topic.last_activity)).toBeLessThanOrEqual(Date.now());
      expect(topic.author_name).toBeTruthy();
    }
    expect(topics.filter((t) => t.is_pinned)).toHaveLength(2);
    expect(topics.filter((t) => t.is_locked)).toHaveLength(2);
    expect(topics.filter((t) => t.is_solved).length).toBeGreaterThanOrEqual(5);
  });

  it('has pending and handled reports, one of them on a message', async () => {
    const reports = await seeded.list('forum_reports');
    expect(reports.filter((r) => r.status === 'pending')).toHaveLength(2);
    expect(reports.filter((r) => r.status === 'resolved')).toHaveLength(2);
    expect(reports.filter((r) => r.status === 'dismissed')).toHaveLength(1);
    for (const handled of reports.filter((r) => r.status !== 'pending')) expect(['Sophie Lambert', 'Karim Benali', 'Élodie Girard']).toContain(handled.resolved_by);
    const onMessage = reports.filter((r) => r.content_type === 'message');
    expect(onMessage.length).toBeGreaterThan(0);
    const reply = await readRecord(seeded.api, seeded.token, 'forum_replies', onMessage[0].reply_id);
    expect(onMessage[0].content).toBe(reply.content);
  });

  it('has a permanent ban, an expired one and one running', async () => {
    const bans = await seeded.list('forum_bans');
    const now = Date.now();
    expect(bans.filter((b) => !b.expires_at)).toHaveLength(1);
    expect(bans.filter((b) => b.expires_at && Date.parse(b.expires_at) < now)).toHaveLength(1);
    expect(bans.filter((b) => b.expires_at && Date.parse(b.expires_at) > now)).toHaveLength(1);
  });

  it('logs the moderation the seed did, by the support agents, at the time it was done', async () => {
    const log = await seeded.list('forum_moderation_log');
    const actions = log.map((e) => e.action);
    expect(actions.filter((a) => a === 'Utilisateur banni')).toHaveLength(3);
    expect(actions.filter((a) => a === 'Sujet épinglé')).toHaveLength(2);
    expect(actions.filter((a) => a === 'Sujet verrouillé')).toHaveLength(2);
    expect(actions).toContain('Signalement résolu');
    expect(actions).toContain('Signalement rejeté');
    for (const entry of log) expect(['Sophie Lambert', 'Karim Benali', 'Élodie Girard']).toContain(entry.moderator);
    // The warning for an insulting message is against the message's author, not the topic's.
    const reports = await seeded.list('forum_reports');
    const warned = reports.find((r) => r.content_type === 'message' && r.status === 'resolved');
    const reply = await readRecord(seeded.api, seeded.token, 'forum_replies', warned.reply_id);
    expect(log.find((e) => e.type === 'warn').target_user).toBe(reply.author_name);
    const oldest = Math.min(...log.map((e) => Date.parse(e.created_at)));
    expect(Date.now() - oldest).toBeGreaterThan(100 * 24 * 60 * 60 * 1000);
  });

  it('adds nothing when run again', async () => {
    const again = await seeded.runSeed(seeded.database.uri);
    expect(again).toContain('forum : 0 catégorie(s) du forum créée(s)');
    expect(again).toContain('forum : sujets déjà présents, rien à ajouter');
    expect(await seeded.list('forum_topics', { limit: '1' })).toHaveLength(1);
    // One of the 25 topics was removed by the seed's moderation: a report resolved with a ban.
    expect((await seeded.api.get('/forum_topics', { token: seeded.token })).body.pagination.total).toBe(24);
  });
});
