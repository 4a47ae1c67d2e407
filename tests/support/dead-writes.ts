/**
 * What a server process killed right after a record's update leaves in the database (crud/
 * trail-intents.ts): the intent, an hour old (past the grace any live process's writes get),
 * and, when its write reached the record, the record changed with the intent's marker; nothing
 * of the trail. And the parts of a trail found stored.
 */
import { ObjectId, type Db } from 'mongodb';

/** What a request's write plans for its trail, as an administrator's PUT would (activity-scope.ts). */
export const requestAuthor = (status = 200) => ({
  request: {
    facts: { ip_address: '203.0.113.7', user_agent: 'test', http_method: 'PUT', request_url: '/api/users' },
    common: { method: 'PUT', status_code: status, ip_address: '203.0.113.7', actor_kind: 'user', actor_name: 'Admin', actor_email: 'admin@example.com', user_id: null },
    about: {},
  },
});

export async function updateLeftByADeadProcess(db: Db, recordId: string, values: Record<string, unknown>, { marked = true } = {}): Promise<string> {
  const trail = new ObjectId().toHexString();
  const { _trails: _marker, ...before } = (await db.collection('users').findOne({ _id: new ObjectId(recordId) }))!;
  await db.collection('trail_intents').insertOne({
    _id: trail as never,
    collection: 'users',
    record_id: recordId,
    action: 'update',
    before,
    values,
    actor: { id: 'admin', name: 'Admin' },
    author: requestAuthor(),
    at: new Date(Date.now() - 3_600_000),
  });
  if (marked) await db.collection('users').updateOne({ _id: new ObjectId(recordId) }, { $set: values, $push: { _trails: trail } as never });
  return trail;
}

/** The parts of a trail stored, by its id. */
export async function partsOf(db: Db, trail: string) {
  const id = new ObjectId(trail);
  return {
    activity: await db.collection('user_activity').find({ _id: id }).toArray(),
    audit: await db.collection('settings_logs').find({ _id: id }).toArray(),
    events: await db.collection('platform_events').find({ trail }).toArray(),
    intent: await db.collection('trail_intents').findOne({ _id: trail as never }),
  };
}
