import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random';
import { demoTickets, TICKET_COUNT } from './tickets';

const now = new Date('2025-06-15T10:00:00Z');
const tickets = demoTickets(now, seededRandom(1), ['c1', 'c2'], ['s1']);

describe('demoTickets', () => {
  it('creates thirty tickets, all in the past (their numbers are the server’s series)', () => {
    expect(tickets).toHaveLength(TICKET_COUNT);
    expect(tickets.every((t) => t.created_at <= now && t.updated_at <= now)).toBe(true);
  });

  it('leaves recent tickets open and settles old ones', () => {
    const statuses = new Set(tickets.map((t) => t.status));
    for (const status of ['open', 'pending', 'resolved', 'closed']) expect(statuses).toContain(status);
    const old = tickets.filter((t) => now.getTime() - t.created_at.getTime() > 21 * 86_400_000);
    expect(old.every((t) => t.status !== 'open')).toBe(true);
  });

  it('stops the SLA clock of a waiting ticket and of a settled one', () => {
    for (const ticket of tickets) {
      expect(ticket.sla_paused_since !== null).toBe(ticket.status === 'pending');
      expect(ticket.resolved_at !== null).toBe(ticket.status === 'resolved' || ticket.status === 'closed');
    }
  });

  it('an open ticket without an answer is unassigned', () => {
    for (const ticket of tickets) if (!ticket.first_response_at) expect(ticket.assigned_to).toBeNull();
  });
});
