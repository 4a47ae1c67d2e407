import { describe, expect, it } from 'vitest';
import { users } from '@hexagone/schemas';
import { publicRecord, recordEventName } from './record-event';

describe('record events', () => {
  it('are named after the collection and the change', () => {
    expect(recordEventName('contact_messages', 'created')).toBe('contact_messages.created');
  });

  it('never carry a secret field', () => {
    const secret = users.fields.find((field) => field.secret)!;
    const record = publicRecord(users, { _id: '1', name: 'Alice', [secret.name]: 'hash' });
    expect(record).toEqual({ _id: '1', name: 'Alice' });
  });
});
