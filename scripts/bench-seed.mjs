// The records the list benches measure on: `size` users and as many activity-log entries,
// written straight into the database (scripts/bench-list.mjs on the embedded database,
// scripts/bench-postgres.mjs on PostgreSQL).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'api', 'package.json'));
const { ObjectId } = require('mongodb');
const { collatedFields, sortKeysOf, users: usersResource, userActivity } = require(join(root, 'schemas', 'dist', 'index.js'));

// The documents are written as the server writes them today (French sort keys, the log's
// actor): the backfills that complete older data run after start, in the background, and
// would otherwise compete with the measures.
const withSortKeys = (resource) => (doc) => ({ ...doc, _sort: sortKeysOf(collatedFields(resource), doc) });
const asUser = withSortKeys(usersResource);
const asLogEntry = withSortKeys(userActivity);

/** The k-th of `size` bench users, as the database holds it (without its sort keys: benchUserWithSortKeys). */
export const benchUser = (k, size, now, role = 'user') => ({
  name: `Utilisateur ${k}`,
  email: `utilisateur${k}@exemple.fr`,
  company: `Société ${k % 97}`,
  role,
  password: '$2b$10$abcdefghijklmnopqrstuuKq0n0ZzS6Jp8Vq3m0o3C1pQm6y3bQ2',
  active: k % 10 !== 0,
  emailVerified: true,
  created_at: new Date(now - (size - k) * 60_000),
  updated_at: new Date(now - (size - k) * 60_000),
});

/** The same, with the French sort keys the server writes. */
export const benchUserWithSortKeys = (...args) => asUser(benchUser(...args));

export async function seed(db, size) {
  const users = db.collection('users');
  const activity = db.collection('user_activity');
  const now = Date.now();
  for (let i = 0; i < size; i += 1000) {
    const n = Math.min(1000, size - i);
    await users.insertMany(Array.from({ length: n }, (_, j) => benchUserWithSortKeys(i + j, size, now)));
    await activity.insertMany(
      Array.from({ length: n }, (_, j) => asLogEntry({
        created_at: new Date(now - (size - i - j) * 30_000),
        user_id: null,
        action: 'update',
        collection: 'users',
        resource_id: new ObjectId().toHexString(),
        method: 'PUT',
        status_code: 200,
        ip_address: '192.0.2.1',
        details: { fields: ['name'] },
        action_type: 'update',
        resource_type: 'user',
        actor_kind: 'system',
        actor_name: 'Système',
        actor_email: null,
      })),
    );
  }
  // With the marks a server leaves once its back-fills ran to their end (api/src/database/paced-reads.ts):
  // a fresh server on this database finds nothing to complete, as after a restart.
  const marks = [
    ...[usersResource, userActivity].filter((resource) => collatedFields(resource).length).map((resource) => ({ _id: `_sort:${resource.name}`, version: collatedFields(resource).join(',') })),
    { _id: 'user_activity:actors', version: '1' },
  ];
  for (const { _id, version } of marks) await db.collection('platform_backfills').updateOne({ _id }, { $set: { version, done_at: new Date() } }, { upsert: true });
}
