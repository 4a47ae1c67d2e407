/**
 * The writes of reference cascades (api/src/crud/reference-cascades.ts) have their trail, as
 * any write: deleting a post deletes its comments, deleting a category empties the parent of
 * its sub-categories, and each record so changed gets its own activity entry, audit entry (in
 * the chain) and event, all under one trail id, whose intent is then closed.
 */
import { rm } from 'node:fs/promises';
import { ObjectId, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { partsOf } from '../support/dead-writes';
import type { TestServer } from '../support/server';

let database: TestDatabase;
let db: Db;
let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  database = await startDatabase();
  db = database.db;
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri } }));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

const create = async (collection: string, body: Record<string, unknown>) => {
  const response = await api.post(`/${collection}`, body, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { _id: string };
};

/** The trail of the one audit entry of this record's `action`, and its parts once its intent is closed. */
async function closedTrailOf(collection: string, id: string, action: 'update' | 'delete') {
  const entries = await db.collection('user_activity').find({ collection, resource_id: id, action }).toArray();
  expect(entries).toHaveLength(1);
  const trail = String(entries[0]._id);
  await expect.poll(async () => (await partsOf(db, trail)).intent, { timeout: 10_000, interval: 100 }).toBeNull();
  const parts = await partsOf(db, trail);
  expect(parts.audit).toHaveLength(1);
  expect(parts.events).toHaveLength(1);
  expect(await db.collection(collection).countDocuments({ _id: new ObjectId(id), _trails: trail })).toBe(0);
  return { ...parts, event: JSON.parse(parts.events[0].data as string) };
}

describe('a reference cascade', () => {
  it('gives each comment deleted with its post its own trail', async () => {
    const category = await create('blog_categories', { name: 'Souveraineté' });
    const post = await create('blog_posts', { title: 'Hébergement en France', category_id: category._id, content: 'Contenu.' });
    const comments = [];
    for (const author of ['Louise Martin', 'Paul Durand']) {
      comments.push(await create('blog_comments', { post_id: post._id, author_name: author, author_email: 'lecteur@exemple.fr', content: `Merci, ${author}.` }));
    }

    expect((await api.del(`/blog_posts/${post._id}`, { token })).status).toBe(200);

    const trails = new Set<string>();
    for (const comment of comments) {
      expect(await db.collection('blog_comments').countDocuments({ _id: new ObjectId(comment._id) })).toBe(0);
      const parts = await closedTrailOf('blog_comments', comment._id, 'delete');
      expect(parts.activity).toMatchObject([{ action: 'delete', method: 'DELETE', status_code: 200 }]);
      expect(parts.audit).toMatchObject([{ action: 'content.deleted', resource_type: 'blog_comments', resource_id: comment._id }]);
      expect(parts.event).toMatchObject({ change: 'deleted', record: { _id: comment._id, post_id: post._id } });
      trails.add(String(parts.audit[0]._id));
    }
    expect(trails.size).toBe(2);
    await expect.poll(async () => (await api.get('/webmaster/audit-logs/verify', { token })).body, { timeout: 10_000, interval: 250 }).toMatchObject({ valid: true });
  });

  it('gives each sub-category emptied of its deleted parent its own trail', async () => {
    const parent = await create('blog_categories', { name: 'Infrastructure' });
    const child = await create('blog_categories', { name: 'Réseaux', parent_id: parent._id });

    expect((await api.del(`/blog_categories/${parent._id}`, { token })).status).toBe(200);

    const parts = await closedTrailOf('blog_categories', child._id, 'update');
    expect(parts.audit).toMatchObject([{ resource_type: 'blog_categories', resource_id: child._id, details: { changes: { parent_id: { before: parent._id, after: null } } } }]);
    expect(parts.event).toMatchObject({ change: 'updated', record: { _id: child._id, parent_id: null }, before: { parent_id: parent._id } });
    expect((await api.get(`/blog_categories/${child._id}`, { token })).body.parent_id ?? null).toBeNull();
  });
});
