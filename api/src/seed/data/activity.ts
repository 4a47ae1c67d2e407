/**
 * A month of back-office activity as the API would have logged it: administrators and
 * support staff signing in, creating and changing accounts, roles, tickets, services and
 * invoices, and a few refused logins.
 */
import type { ActivityAction, Values } from '@hexagone/schemas';
import { accountActor, type ActivityRecord, type Actor as Author } from '../../activity/activity-entry';
import { ERRORS } from '../../common/errors';
import type { Random } from '../random';

export const ACTIVITY_DAYS = 30;

export interface Actor {
  id: string;
  email: string;
  name?: string;
}

export interface Target {
  id: string;
  label: string;
}

export interface ActivityWorld {
  admins: readonly Actor[];
  agents: readonly Actor[];
  records: Readonly<Record<'users' | 'roles' | 'services' | 'support_tickets' | 'billing_invoices', readonly Target[]>>;
  /** The French name of one record of a registered collection ('Utilisateur'). */
  resourceType: (collection: string) => string | null;
}

const OFFICE_START_UTC = 7;
const OFFICE_HOURS = 11;
const OFFICE_IPS = ['10.0.12.21', '10.0.12.34', '10.0.12.57'];
const OUTSIDE_IPS = ['82.64.113.9', '90.12.48.201', '185.24.9.77', '176.151.3.40'];

interface Write {
  collection: keyof ActivityWorld['records'];
  action: Extract<ActivityAction, 'create' | 'update' | 'delete'>;
  method: 'POST' | 'PUT' | 'DELETE';
  operation?: string;
  fields?: string[];
  byAgent?: boolean;
}

/** The kinds of changes operators make, roughly as often as they make them. */
const WRITES: readonly Write[] = [
  { collection: 'support_tickets', action: 'update', method: 'PUT', fields: ['status'], byAgent: true },
  { collection: 'support_tickets', action: 'update', method: 'PUT', fields: ['assigned_to', 'status'], byAgent: true },
  { collection: 'support_tickets', action: 'update', method: 'PUT', fields: ['priority'], byAgent: true },
  { collection: 'users', action: 'create', method: 'POST', fields: ['active', 'company', 'email', 'emailVerified', 'name', 'role'] },
  { collection: 'users', action: 'update', method: 'PUT', fields: ['company'] },
  { collection: 'users', action: 'update', method: 'PUT', fields: ['active'] },
  { collection: 'users', action: 'update', method: 'POST', operation: 'reset-password' },
  { collection: 'roles', action: 'update', method: 'PUT', fields: ['permissions'] },
  { collection: 'roles', action: 'create', method: 'POST', fields: ['color', 'description', 'name', 'permissions', 'slug'] },
  { collection: 'services', action: 'update', method: 'POST', operation: 'restart' },
  { collection: 'services', action: 'update', method: 'PUT', fields: ['cpu_limit', 'memory_limit'] },
  { collection: 'billing_invoices', action: 'update', method: 'PUT', operation: 'pay', fields: ['paid_at', 'payment_method', 'status'] },
  { collection: 'billing_invoices', action: 'create', method: 'POST', fields: ['currency', 'date', 'description', 'due_date', 'items', 'status', 'user_email'] },
  { collection: 'roles', action: 'delete', method: 'DELETE' },
];

export function demoActivity(now: Date, random: Random, world: ActivityWorld) {
  const entries: (ActivityRecord & { created_at: Date })[] = [];
  const people = new Map([...world.admins, ...world.agents].map((person) => [person.id, person]));
  // Each entry names its author as the API does when it writes one.
  const entry = (at: Date, fields: Omit<ActivityRecord, 'details' | keyof Author> & { details?: Values }) => ({
    created_at: at,
    details: {},
    ...accountActor(people.get(fields.user_id ?? '') ?? {}),
    ...fields,
  });

  for (let day = ACTIVITY_DAYS - 1; day >= 0; day -= 1) {
    // Office hours, roughly 8 h to 19 h in France; today's later hours have not come yet.
    const morning = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day, OFFICE_START_UTC));
    const moment = () => new Date(morning.getTime() + random.next() * OFFICE_HOURS * 3_600_000);
    for (const admin of world.admins) {
      if (random.next() < 0.75) {
        entries.push(
          entry(moment(), {
            user_id: admin.id,
            action: 'login',
            collection: 'users',
            resource_id: admin.id,
            method: 'POST',
            status_code: 200,
            ip_address: random.pick(OFFICE_IPS),
            details: { mfa: true },
            action_type: 'mfa',
            resource_type: world.resourceType('users'),
          }),
        );
      }
    }
    for (const agent of world.agents) {
      if (random.next() < 0.6) {
        entries.push(
          entry(moment(), {
            user_id: agent.id,
            action: 'login',
            collection: 'users',
            resource_id: agent.id,
            method: 'POST',
            status_code: 200,
            ip_address: random.pick(OFFICE_IPS),
            action_type: 'login',
            resource_type: world.resourceType('users'),
          }),
        );
      }
    }
    if (day % 6 === 2) {
      const target = random.pick([...world.admins, ...world.agents]);
      entries.push(
        entry(moment(), {
          user_id: target.id,
          action: 'login',
          collection: 'users',
          resource_id: target.id,
          method: 'POST',
          status_code: 401,
          ip_address: random.pick(OUTSIDE_IPS),
          details: { email: target.email, reason: ERRORS.badCredentials },
          action_type: 'login-failed',
          resource_type: world.resourceType('users'),
        }),
      );
    }
    const writes = random.int(2, 4);
    for (let k = 0; k < writes; k += 1) {
      const write = random.pick(WRITES);
      const targets = world.records[write.collection];
      if (!targets.length) continue;
      const target = write.action === 'delete' ? { id: randomId(random), label: 'Stagiaire' } : random.pick(targets);
      const actor = write.byAgent && world.agents.length ? random.pick(world.agents) : random.pick(world.admins);
      entries.push(
        entry(moment(), {
          user_id: actor.id,
          action: write.action,
          collection: write.collection,
          resource_id: target.id,
          method: write.method,
          status_code: write.method === 'POST' && !write.operation ? 201 : 200,
          ip_address: random.pick(OFFICE_IPS),
          details: {
            ...(write.operation ? { operation: write.operation } : {}),
            label: target.label,
            ...(write.fields ? { fields: write.fields } : {}),
          },
          action_type: write.operation ?? write.action,
          resource_type: world.resourceType(write.collection),
        }),
      );
    }
  }
  return entries.filter((e) => e.created_at < now).sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}

function randomId(random: Random): string {
  return Array.from({ length: 24 }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
}
