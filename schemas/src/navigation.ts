/**
 * The back-office sidebar (spec 1 "Admin area shell"), derived from the declarations: each
 * resource with a `menu` placement opens at its route (or at the screen whose tab it is),
 * each screen of screens.ts at its path, grouped and ordered as MENU_GROUPS and the
 * placements say. An entry with no screen yet opens a "bientôt disponible" page.
 */
import { ADMIN_ONLY, allows, type AccessRule, type Caller } from './access';
import type { IconName } from './icons';
import { MENU_GROUPS, type MenuPlacement } from './menu';
import { resources } from './registry';
import type { ResourceDef } from './resource';
import { DASHBOARD_SCREEN, SCREENS, type ScreenDef } from './screens';

export interface NavEntry {
  label: string;
  /** Path under /webmaster ('' is the dashboard). */
  path: string;
}

export interface NavGroup {
  label: string;
  icon: IconName;
  entries: readonly NavEntry[];
}

export const DASHBOARD: NavEntry = { label: DASHBOARD_SCREEN.label, path: DASHBOARD_SCREEN.path };

interface Placed {
  path: string;
  menu: MenuPlacement;
}

/** The path a resource's sidebar entry opens: its tabbed screen's, else its own route. */
export const menuPath = (resource: ResourceDef): string => resource.tab?.path ?? resource.route;

export function buildNavigation(declared: readonly ResourceDef[], screens: readonly ScreenDef[]): NavGroup[] {
  const placed: Placed[] = [
    ...declared.flatMap((resource) => (resource.menu ? [{ path: menuPath(resource), menu: resource.menu }] : [])),
    ...screens,
  ];
  return MENU_GROUPS.map((group) => ({
    label: group.label,
    icon: group.icon,
    entries: placed
      .filter((entry) => entry.menu.group === group.key)
      .sort((a, b) => a.menu.order - b.menu.order)
      .map((entry) => ({ label: entry.menu.label, path: entry.path })),
  })).filter((group) => group.entries.length > 0);
}

export const NAVIGATION: readonly NavGroup[] = buildNavigation(resources, SCREENS);

/**
 * Who the sidebar shows an entry to: the menu rule (by default the list rule) of the collections it opens (any of a
 * tabbed screen's), a screen's own rule (administrators by default); the dashboard to all.
 */
export function navEntryRule(path: string): AccessRule | undefined {
  if (path === DASHBOARD.path) return undefined;
  const opened = resources.filter((resource) => resource.menu && menuPath(resource) === path);
  if (opened.length) {
    const rules = opened.map((resource) => resource.access.menu);
    if (rules.some((rule) => rule.public)) return { public: true };
    return { roles: [...new Set(rules.flatMap((rule) => rule.roles ?? []))], permissions: [...new Set(rules.flatMap((rule) => rule.permissions ?? []))] };
  }
  return SCREENS.find((screen) => screen.path === path)?.access ?? ADMIN_ONLY;
}

/** Whether the sidebar shows `caller` the screen at `path`: any other link to it (the dashboard's) follows the same rule. */
export function mayOpen(path: string, caller?: Caller | null): boolean {
  const rule = navEntryRule(path);
  return !rule || allows(rule, caller);
}
