import { describe, expect, it } from 'vitest';
import { TICKET_TTL_MS, issueTicket, readTicket, ticketKey } from './ticket-codec';

const key = ticketKey('secret-de-test');
const now = Date.UTC(2026, 10, 24, 10, 0);

describe('tickets', () => {
  it('open the path they were issued for, for about a minute', () => {
    const { ticket } = issueTicket('u1', '/api/exports/users', key, now);
    expect(readTicket(ticket, '/api/exports/users', key, now + TICKET_TTL_MS - 1)).toMatchObject({ sub: 'u1', path: '/api/exports/users' });
    expect(readTicket(ticket, '/api/exports/users/', key, now)).toMatchObject({ sub: 'u1' });
  });

  it('refuse an expired ticket', () => {
    const { ticket } = issueTicket('u1', '/api/exports/users', key, now);
    expect(readTicket(ticket, '/api/exports/users', key, now + TICKET_TTL_MS)).toBe('expired');
  });

  it('refuse another path', () => {
    const { ticket } = issueTicket('u1', '/api/exports/users', key, now);
    expect(readTicket(ticket, '/api/exports/roles', key, now)).toBe('other-path');
  });

  it('refuse a ticket whose claims were changed or signed with another key', () => {
    const { ticket } = issueTicket('u1', '/api/exports/users', key, now);
    const [, signature] = ticket.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ sub: 'admin', path: '/api/exports/users', jti: 'x', exp: now + 1e9 })).toString('base64url');
    expect(readTicket(`${forgedBody}.${signature}`, '/api/exports/users', key, now)).toBe('forged');
    expect(readTicket(ticket, '/api/exports/users', ticketKey('autre'), now)).toBe('forged');
    expect(readTicket('pas-un-ticket', '/api/exports/users', key, now)).toBe('malformed');
  });

  it('use a key of their own, derived from the session secret', () => {
    expect(ticketKey('s').equals(ticketKey('t'))).toBe(false);
  });
});
