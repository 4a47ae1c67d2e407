import { describe, expect, it } from 'vitest';
import { DASHBOARD, NAVIGATION } from './navigation';
import { resources } from './registry';

const paths = NAVIGATION.flatMap((group) => group.entries.map((entry) => entry.path));

describe('admin sidebar (spec 1 "Admin area shell")', () => {
  it('has the dashboard as index route', () => {
    expect(DASHBOARD).toEqual({ label: 'Dashboard', path: '' });
  });

  it.each([
    'users',
    'users/roles',
    'users/activity',
    'blog/posts',
    'blog/categories',
    'blog/comments',
    'forum/categories',
    'forum/topics',
    'forum/moderation',
    'ai/models',
    'ai/usage',
    'ai/templates',
    'billing/plans',
    'billing/subscriptions',
    'billing/invoices',
    'services',
    'services/instances',
    'services/monitoring',
    'support/tickets',
    'support/chat',
    'support/kb',
    'analytics',
    'analytics/reports',
    'settings',
    'settings/team',
    'settings/api',
    'settings/logs',
    'system/cleanup',
  ])('has an entry for /webmaster/%s', (path) => {
    expect(paths).toContain(path);
  });

  it('has exactly the 28 spec entries plus the inboxes of the public site forms and the mail outbox, each once', () => {
    const publicFormInboxes = ['support/contact', 'support/newsletter', 'system/outbox'];
    for (const path of publicFormInboxes) expect(paths).toContain(path);
    expect(paths).toHaveLength(28 + publicFormInboxes.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('groups entries in the spec order', () => {
    expect(NAVIGATION.map((g) => g.entries[0].path.split('/')[0])).toEqual([
      'users',
      'blog',
      'forum',
      'ai',
      'billing',
      'services',
      'support',
      'analytics',
      'settings',
      'system',
    ]);
  });

  it('labels every entry and group, and gives each group an icon', () => {
    for (const group of NAVIGATION) {
      expect(group.label.trim()).not.toBe('');
      expect(group.icon.trim()).not.toBe('');
      for (const entry of group.entries) expect(entry.label.trim(), entry.path).not.toBe('');
    }
  });

  it('gives every resource an entry at its route, or at the screen whose tab it is', () => {
    // The forum's replies open from their topic ('Voir les réponses'), not from the sidebar.
    const reachedFromTheirParent = ['forum_replies'];
    for (const resource of resources) {
      if (!reachedFromTheirParent.includes(resource.name)) expect(paths, resource.name).toContain(resource.tab?.path ?? resource.route);
    }
  });
});
