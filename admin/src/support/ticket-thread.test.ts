import { describe, expect, it } from 'vitest';
import { customerOf, ticketThread } from './ticket-thread';

const file = { id: 'a'.repeat(32), name: 'capture.png', size: 10, type: 'image/png' };

describe('ticketThread', () => {
  const ticket = { id: 't1', description: 'Mon site est lent.', attachments: [file], created_at: '2026-11-20T09:00:00Z' };
  const messages = [
    { id: 'm2', author_kind: 'customer', author_name: 'Anne', content: 'Toujours lent.', created_at: '2026-11-20T11:00:00Z' },
    {
      id: 'm1',
      author_kind: 'staff',
      author_name: 'Sam',
      content: 'Nous regardons.',
      created_at: '2026-11-20T10:00:00Z',
      hidden_at: '2026-11-20T12:00:00Z',
      hidden_by_name: 'Léa',
      hidden_reason: 'Doublon',
    },
  ];
  const notes = [{ id: 'n1', author_name: 'Sam', content: 'Vérifier le cache.', created_at: '2026-11-20T10:30:00Z', attachments: [file] }];

  it('puts the request first, then messages and notes by time, each of its kind', () => {
    const thread = ticketThread(ticket, 'Anne', messages, notes);
    expect(thread.map((entry) => [entry.kind, entry.content])).toEqual([
      ['request', 'Mon site est lent.'],
      ['staff', 'Nous regardons.'],
      ['note', 'Vérifier le cache.'],
      ['customer', 'Toujours lent.'],
    ]);
    expect(thread[0]).toMatchObject({ author: 'Anne', attachments: [file] });
    expect(thread[2].attachments).toEqual([file]);
  });

  it('keeps the trace of a hidden message', () => {
    const [, hidden, note] = ticketThread(ticket, 'Anne', messages, notes);
    expect(hidden.hidden).toEqual({ by: 'Léa', at: '2026-11-20T12:00:00Z', reason: 'Doublon' });
    expect(note.hidden).toBeUndefined();
  });
});

describe('customerOf', () => {
  it('names the account, else the visitor', () => {
    expect(customerOf({ visitor_name: 'Victor' }, { name: 'Anne', email: 'anne@exemple.fr' })).toEqual({ name: 'Anne', email: 'anne@exemple.fr' });
    expect(customerOf({ visitor_name: 'Victor', visitor_email: 'victor@exemple.fr' })).toEqual({ name: 'Victor', email: 'victor@exemple.fr' });
  });
});
