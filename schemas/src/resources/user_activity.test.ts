import { describe, expect, it } from 'vitest';
import { fieldByName } from '../resource';
import { userActivity } from './user_activity';

const field = (name: string) => {
  const def = fieldByName(userActivity, name);
  if (!def) throw new Error(`missing field ${name}`);
  return def;
};

describe('user activity resource declaration (spec 2 §2.5)', () => {
  it('is the read-only user_activity collection under /webmaster/users/activity, with export', () => {
    expect(userActivity.name).toBe('user_activity');
    expect(userActivity.route).toBe('users/activity');
    expect(userActivity.label).toBe('Activité');
    expect(userActivity.operations).toEqual({ create: false, edit: false, delete: false, export: true });
    expect(userActivity.breadcrumb).toEqual([{ label: 'Utilisateurs', path: '/webmaster/users' }, { label: 'Activité' }]);
  });

  it('lists 50 per page, newest first', () => {
    expect(userActivity.list.perPage).toBe(50);
    expect(userActivity.list.sort).toEqual({ field: 'created_at', order: 'DESC' });
  });

  it('declares the fields of the activity record (spec 2 §3), all kept by the server', () => {
    expect(userActivity.fields.map((f) => f.name)).toEqual([
      'created_at',
      'actor_name',
      'user_id',
      'action',
      'collection',
      'resource_id',
      'method',
      'status_code',
      'ip_address',
      'actor_kind',
      'actor_email',
      'details',
      'action_type',
      'resource_type',
    ]);
    expect(userActivity.fields.every((f) => f.readOnly)).toBe(true);
    expect(field('details').type).toBe('json');
  });

  it('filters by action, collection, user and kind of author', () => {
    expect(userActivity.fields.filter((f) => f.filterable).map((f) => f.name).sort()).toEqual(['action', 'actor_kind', 'collection', 'user_id']);
  });

  it('offers the seven actions with French labels', () => {
    expect(field('action').options?.map((o) => o.value)).toEqual(['login', 'register', 'create', 'update', 'delete', 'view', 'list']);
    expect(field('action').options?.find((o) => o.value === 'login')?.label).toBe('Connexion');
  });

  it('names every collection in French, contact messages included', async () => {
    await import('../registry');
    expect(field('collection').options?.find((o) => o.value === 'contact_messages')?.label).toBe('Messages de contact');
    expect(field('collection').options?.find((o) => o.value === 'blog_posts')?.label).toBe('Articles du blog');
  });

  it('offers the nine collections of the spec in its filter', () => {
    expect(field('collection').filterOptions?.map((o) => o.value)).toEqual([
      'users',
      'roles',
      'blog_posts',
      'blog_categories',
      'forum_categories',
      'forum_topics',
      'services',
      'billing_plans',
      'support_tickets',
    ]);
  });

  it('picks the user among 100 users labelled by name and e-mail', () => {
    expect(field('user_id').reference).toEqual({ resource: 'users', labelFields: ['name', 'email'], perPage: 100, emptyLabel: 'Aucun compte' });
  });

  it('shows the author kept in the entry, so a deleted account still shows by name', () => {
    expect(field('actor_name')).toMatchObject({ label: 'Utilisateur', list: true, searchable: true });
    expect(field('actor_kind').options?.map((o) => o.label)).toEqual(['Utilisateur', 'Visiteur', 'Système']);
  });
});
