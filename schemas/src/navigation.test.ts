import { describe, expect, it } from 'vitest';
import { buildNavigation, DASHBOARD, NAVIGATION } from './navigation';
import { defineResource } from './resource';
import { resources } from './registry';
import { SCREENS } from './screens';

const paths = NAVIGATION.flatMap((group) => group.entries.map((entry) => entry.path));
const labels = NAVIGATION.flatMap((group) => [group.label, ...group.entries.map((entry) => entry.label)]);

describe('admin sidebar (spec 1 "Admin area shell")', () => {
  it('has the dashboard as index route, titled as spec 2 §2.2 says', () => {
    expect(DASHBOARD).toEqual({ label: 'Dashboard', path: '' });
  });

  it('has exactly the 28 spec entries plus the credit notes, the inboxes of the public site forms and the mail outbox, each once, in the spec order', () => {
    expect(paths).toEqual([
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
      'billing/credit-notes',
      'services',
      'services/instances',
      'services/monitoring',
      'support/tickets',
      'support/chat',
      'support/kb',
      'support/contact',
      'support/newsletter',
      'analytics',
      'analytics/reports',
      'settings',
      'settings/team',
      'settings/api',
      'settings/logs',
      'system/cleanup',
      'system/outbox',
    ]);
  });

  it('speaks French: no English word the issue found in the sidebar', () => {
    for (const english of ['Analytics', 'Templates', 'Monitoring', 'Chat', 'Newsletter', 'API']) expect(labels).not.toContain(english);
    expect(labels).toEqual(expect.arrayContaining(['Statistiques', 'Modèles de prompt', 'Supervision', 'Chat en direct', 'Clés API']));
  });

  it('labels every entry and group, and gives each group an icon', () => {
    for (const group of NAVIGATION) {
      expect(group.label.trim()).not.toBe('');
      expect(group.icon.trim()).not.toBe('');
      for (const entry of group.entries) expect(entry.label.trim(), entry.path).not.toBe('');
    }
  });

  it('derives from the declarations: a new collection with a menu place appears there, and nothing else moves', () => {
    const widgets = defineResource({
      name: 'widgets',
      label: 'Widgets',
      singular: 'Widget',
      description: '',
      icon: 'ViewModule',
      noun: 'un widget',
      menu: { group: 'services', label: 'Widgets', order: 15 },
      route: 'services/widgets',
      breadcrumb: [{ label: 'Services' }, { label: 'Widgets' }],
      fields: [],
    });
    const services = buildNavigation([...resources, widgets], SCREENS).find((group) => group.label === 'Services');
    expect(services?.entries.map((entry) => entry.path)).toEqual(['services', 'services/widgets', 'services/instances', 'services/monitoring']);
  });
});
