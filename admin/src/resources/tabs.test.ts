import { describe, expect, it } from 'vitest';
import { users, type ResourceDef } from '@hexagone/schemas';
import { tabScreens, tabScreenTitle, tabsOf } from './tabs';

const tabbed = (name: string, label: string): ResourceDef => ({
  ...users,
  name,
  route: `forum/moderation/${name}`,
  tab: { path: 'forum/moderation', label },
});

const reports = tabbed('forum_reports', 'Signalements');
const bans = tabbed('forum_bans', 'Utilisateurs bannis');
const log = tabbed('forum_moderation_log', 'Journal de modération');
const registry = [users, reports, bans, log];

describe('tabs', () => {
  it('are the resources sharing the path, in registry order', () => {
    expect(tabsOf('forum/moderation', registry)).toEqual([reports, bans, log]);
    expect(tabsOf('users', registry)).toEqual([]);
  });

  it('open their screen on the first tab', () => {
    expect([...tabScreens(registry)]).toEqual([['forum/moderation', reports]]);
  });

  it("take the screen's title from its sidebar entry", () => {
    expect(tabScreenTitle(reports)).toBe('Modération');
    expect(tabScreenTitle(users)).toBeUndefined();
  });
});
