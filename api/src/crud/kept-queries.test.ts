import { EventEmitter } from 'node:events';
import type { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../config';
import { QueryGate } from './query-gate';
import { soleWriterAccelerations } from './sole-writer';

/** A client that reports its commands, as the embedded database's does. */
function reportingClient() {
  const client = Object.assign(new EventEmitter(), { options: { monitorCommands: true } });
  let requestId = 0;
  /** A write command to `collection`, its start and its end. */
  const write = (collection: string) => {
    requestId += 1;
    client.emit('commandStarted', { requestId, commandName: 'update', command: { update: collection, updates: [{ q: { _id: 'x' }, u: { $set: { active: false } } }] } });
    client.emit('commandSucceeded', { requestId, reply: { ok: 1 } });
  };
  return { client: client as unknown as MongoClient, write };
}

/** A model's collection whose reads are counted; `rules` is what the database holds now. */
function rulesModel(name: string, rules: Array<Record<string, unknown>>) {
  const reads: unknown[] = [];
  const collection = {
    collectionName: name,
    find: (filter: Record<string, unknown>) => ({
      toArray: async () => {
        reads.push(filter);
        return rules.filter((rule) => Object.entries(filter).every(([key, value]) => rule[key] === value)).map((rule) => ({ ...rule }));
      },
    }),
  };
  return { model: { collection } as never, reads };
}

const gate = new QueryGate({ running: 1, waiting: 1, retryAfterSeconds: 5 });
/** The deployment under test: the embedded database's only writer, or one of several processes. */
const soleWriter = (on: boolean) => Object.assign(config, { soleWriter: on });

describe('kept queries', () => {
  const deployed = config.soleWriter;
  afterEach(() => soleWriter(deployed));

  it('answers a query from memory until this process writes to its collection', async () => {
    soleWriter(true);
    const { client, write } = reportingClient();
    const accelerations = soleWriterAccelerations(client, gate);
    const rules = [{ _id: 'a', action_type: 'login', enabled: true }];
    const { model, reads } = rulesModel('audit_alerts', rules);
    const login = { action_type: 'login', enabled: true };

    expect(await accelerations.found(model, login)).toEqual(rules);
    const kept = await accelerations.found(model, login);
    expect(kept).toEqual(rules);
    expect(reads).toHaveLength(1);
    // Each reader has its own copy.
    kept![0].enabled = false;
    expect(await accelerations.found(model, login)).toEqual(rules);
    // Another filter is another query.
    expect(await accelerations.found(model, { action_type: 'logout', enabled: true })).toEqual([]);
    expect(reads).toHaveLength(2);

    // A write to another collection changes nothing; one to the rules drops what was kept.
    write('webhooks');
    await accelerations.found(model, login);
    expect(reads).toHaveLength(2);
    rules.push({ _id: 'b', action_type: 'login', enabled: true });
    write('audit_alerts');
    expect(await accelerations.found(model, login)).toEqual(rules);
    expect(reads).toHaveLength(3);
  });

  it('does not keep a result a write overlapped', async () => {
    soleWriter(true);
    const { client, write } = reportingClient();
    const accelerations = soleWriterAccelerations(client, gate);
    const { model, reads } = rulesModel('webhooks', [{ _id: 'h', active: true }]);
    const reading = accelerations.found(model, { active: true });
    write('webhooks');
    await reading;
    await accelerations.found(model, { active: true });
    expect(reads).toHaveLength(2);
  });

  it('keeps nothing with several processes: another one may change the rules', () => {
    soleWriter(false);
    const { client } = reportingClient();
    const { model } = rulesModel('webhooks', []);
    expect(soleWriterAccelerations(client, gate).found(model, { active: true })).toBeUndefined();
  });
});
