/**
 * The back-office's screens, each its own script loaded on demand (budget: bench:admin), and
 * which of them an address opens, so that a full page load asks for its screen's scripts and
 * first data while the shell's own scripts still run rather than once the shell has drawn (issue 39).
 */
import type { ReactElement } from 'react';
import { matchRoutes, type Params } from 'react-router-dom';
import { homeForRole, NAVIGATION, resources, SINGLETON_ID, type ResourceDef } from '@hexagone/schemas';
import { lazyNamed, type OnDemand } from './lazy-screen';
import { ADMIN_BASE } from './paths';
import { readUser } from './providers/session';
import { tabScreens } from './resources/tabs';
import { prefetchDashboard, prefetchList, prefetchRecord } from './screen-data';

export const Dashboard = lazyNamed(() => import('./pages/Dashboard'), 'Dashboard');
export const ComingSoon = lazyNamed(() => import('./pages/ComingSoon'), 'ComingSoon');
export const Profile = lazyNamed(() => import('./pages/Profile'), 'Profile');
export const ResourceList = lazyNamed(() => import('./resources/ResourceList'), 'ResourceList');
export const ResourceGrid = lazyNamed(() => import('./resources/ResourceGrid'), 'ResourceGrid');
export const ResourceSingleton = lazyNamed(() => import('./resources/ResourceSingleton'), 'ResourceSingleton');
export const ResourceCreate = lazyNamed(() => import('./resources/ResourceCreate'), 'ResourceCreate');
export const ResourceEdit = lazyNamed(() => import('./resources/ResourceEdit'), 'ResourceEdit');
export const ResourceShow = lazyNamed(() => import('./resources/ResourceShow'), 'ResourceShow');
const LogsPage = lazyNamed(() => import('./services/LogsPage'), 'LogsPage');
const ServiceConfigPage = lazyNamed(() => import('./services/ServiceConfigPage'), 'ServiceConfigPage');
const TeamScreen = lazyNamed(() => import('./team/TeamScreen'), 'TeamScreen');
const Monitoring = lazyNamed(() => import('./monitoring/Monitoring'), 'Monitoring');
const ApiSettingsScreen = lazyNamed(() => import('./api-settings/ApiSettingsScreen'), 'ApiSettingsScreen');
const AuditLogsScreen = lazyNamed(() => import('./audit/AuditLogsScreen'), 'AuditLogsScreen');
const CleanupScreen = lazyNamed(() => import('./cleanup/CleanupScreen'), 'CleanupScreen');
const AnalyticsOverview = lazyNamed(() => import('./analytics/AnalyticsOverview'), 'AnalyticsOverview');
const ReportsScreen = lazyNamed(() => import('./analytics/ReportsScreen'), 'ReportsScreen');
const AgentChat = lazyNamed(() => import('./support/AgentChat'), 'AgentChat');
const TicketScreen = lazyNamed(() => import('./support/TicketScreen'), 'TicketScreen');

type Preloadable = Pick<OnDemand<unknown>, 'preload'>;

/** A screen of its own: what it draws, and the scripts that drawing needs. */
interface CustomScreen {
  element: () => ReactElement;
  scripts: readonly Preloadable[];
}

const custom = (Screen: OnDemand<() => ReactElement>): CustomScreen => ({ element: () => <Screen />, scripts: [Screen] });

/** The sidebar entries with a screen of their own (the others show ComingSoon until theirs comes). */
export const CUSTOM_SCREENS: Readonly<Record<string, CustomScreen>> = {
  'settings/team': custom(TeamScreen),
  'services/monitoring': custom(Monitoring),
  'settings/api': custom(ApiSettingsScreen),
  'settings/logs': custom(AuditLogsScreen),
  'system/cleanup': custom(CleanupScreen),
  analytics: custom(AnalyticsOverview),
  'analytics/reports': custom(ReportsScreen),
};

/** Detail pages of their own, by resource: a ticket's page is where it is worked (thread, notes, reply). */
export const CUSTOM_SHOWS: Readonly<Record<string, CustomScreen>> = {
  support_tickets: custom(TicketScreen),
};

/** The pages outside the registry's resources and the sidebar, by address under /webmaster. */
export const PAGES: readonly (CustomScreen & { path: string })[] = [
  { path: 'profile', ...custom(Profile) },
  { path: 'services/instances/:id/logs', element: () => <LogsPage kind="instance" />, scripts: [LogsPage] },
  { path: 'services/:id/logs', element: () => <LogsPage kind="service" />, scripts: [LogsPage] },
  { path: 'services/:id/config', ...custom(ServiceConfigPage) },
  { path: 'support/chat/:id', ...custom(AgentChat) },
];

/** A resource's list and the view it opens in: its form (a settings tab), its cards, or the table that comes with the list. */
function listScripts(resource: ResourceDef): Preloadable[] {
  if (resource.singleton) return [ResourceList, ResourceSingleton];
  return resource.list.view === 'grid' ? [ResourceList, ResourceGrid] : [ResourceList];
}

/** An address's screen: the scripts it needs, and the data it shows first (from the address's parameters and query string). */
interface Opening {
  path: string;
  scripts: readonly Preloadable[];
  data?: (params: Params, search: string) => void;
}

/** A resource's list, or its only record (a settings tab). */
const listOpening = (path: string, resource: ResourceDef): Opening => ({
  path,
  scripts: listScripts(resource),
  data: (_params, search) => (resource.singleton ? prefetchRecord(resource, SINGLETON_ID) : prefetchList(resource, search)),
});

const recordData = (resource: ResourceDef) => (params: Params) => {
  if (params.id) prefetchRecord(resource, params.id);
};

/** The dashboard's data, for the roles whose home it is (support staff land on their tickets). */
const dashboardData = () => {
  if (!homeForRole(readUser()?.role).startsWith(`${ADMIN_BASE}/`)) prefetchDashboard();
};

/** Every address the back-office answers, as react-router ranks them, with its screen. */
function openings(): Opening[] {
  const resourceRoutes = new Set(resources.map((resource) => resource.route));
  const firstTabs = tabScreens();
  const byResource = resources.flatMap((resource): Opening[] => [
    listOpening(resource.route, resource),
    ...(resource.operations.create ? [{ path: `${resource.route}/create`, scripts: [ResourceCreate] }] : []),
    ...(resource.operations.edit ? [{ path: `${resource.route}/:id`, scripts: [ResourceEdit], data: recordData(resource) }] : []),
    { path: `${resource.route}/:id/show`, scripts: CUSTOM_SHOWS[resource.name]?.scripts ?? [ResourceShow], data: recordData(resource) },
  ]);
  const byEntry = NAVIGATION.flatMap((group) => group.entries)
    .filter((entry) => !resourceRoutes.has(entry.path))
    .map((entry): Opening => {
      const tab = firstTabs.get(entry.path);
      if (tab) return listOpening(entry.path, tab);
      return { path: entry.path, scripts: CUSTOM_SCREENS[entry.path]?.scripts ?? [ComingSoon] };
    });
  // Between equal patterns react-router keeps the first: the pages of their own come before the resources' generic routes.
  return [{ path: '', scripts: [Dashboard], data: dashboardData }, ...PAGES, ...byEntry, ...byResource];
}

/** Asks for the scripts and first data of the screen at this address (a full page load's), before React draws it. */
export function openScreenAt({ pathname, search }: { pathname: string; search: string }): void {
  const match = matchRoutes(openings(), pathname, ADMIN_BASE)?.at(-1);
  if (!match) return;
  for (const script of match.route.scripts) void script.preload().catch(() => undefined);
  match.route.data?.(match.params, search);
}
