/**
 * The back-office: one <Resource> per registry resource (named by its admin route, so the
 * addresses read /webmaster/users/roles/...), the dashboard as index, the screens made of
 * tabbed resources opening on their first tab, and a page for every sidebar entry that has
 * no screen yet. Every screen loads on demand (screens.tsx).
 */
import { Navigate, Route } from 'react-router-dom';
import { AdminContext, AdminUI, CustomRoutes, localStorageStore, Resource, usePermissions } from 'react-admin';
import type { ReactElement } from 'react';
import { homeForRole, NAVIGATION, resources, type NavEntry, type NavGroup } from '@hexagone/schemas';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { i18nProvider } from './i18n';
import { theme } from './theme';
import { ADMIN_BASE, adminPath } from './paths';
import { Layout } from './layout/Layout';
import { OnDemandNotification } from './layout/OnDemandNotification';
import { ScreenSuspense } from './lazy-screen';
import { ComingSoon, CUSTOM_SCREENS, CUSTOM_SHOWS, Dashboard, PAGES, ResourceCreate, ResourceEdit, ResourceList, ResourceShow } from './screens';
import { tabScreens } from './resources/tabs';

/** What react-admin's <Admin> keeps between visits (list views, sidebar), as it would. */
const store = localStorageStore();

const screen = (element: ReactElement) => <ScreenSuspense>{element}</ScreenSuspense>;

const resourceRoutes = new Set(resources.map((resource) => resource.route));
const firstTabs = tabScreens();

function entryScreen(group: NavGroup, entry: NavEntry) {
  const custom = CUSTOM_SCREENS[entry.path];
  if (custom) return screen(custom.element());
  const firstTab = firstTabs.get(entry.path);
  return firstTab ? <Navigate to={adminPath(firstTab.route)} replace /> : screen(<ComingSoon group={group} entry={entry} />);
}

/** The dashboard, for the roles whose home it is; support staff land on their tickets instead. */
function DashboardScreen() {
  const { permissions: role, isPending } = usePermissions<string>();
  if (isPending) return null;
  const home = homeForRole(role);
  return home.startsWith(`${ADMIN_BASE}/`) ? <Navigate to={home} replace /> : screen(<Dashboard />);
}

export function App() {
  return (
    // <Admin> is these two with English messages as default: this back-office brings French ones.
    <AdminContext
      basename={ADMIN_BASE}
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      <AdminUI loginPage={false} requireAuth layout={Layout} notification={OnDemandNotification} dashboard={DashboardScreen} disableTelemetry>
        {resources.map((resource) => (
          <Resource
            key={resource.route}
            name={resource.route}
            list={screen(<ResourceList resource={resource} />)}
            create={resource.operations.create ? screen(<ResourceCreate resource={resource} />) : undefined}
            edit={resource.operations.edit ? screen(<ResourceEdit resource={resource} />) : undefined}
            show={screen(CUSTOM_SHOWS[resource.name]?.element() ?? <ResourceShow resource={resource} />)}
          />
        ))}
        <CustomRoutes>
          {PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={screen(page.element())} />
          ))}
          {NAVIGATION.flatMap((group) =>
            group.entries
              .filter((entry) => !resourceRoutes.has(entry.path))
              .map((entry) => <Route key={entry.path} path={entry.path} element={entryScreen(group, entry)} />),
          )}
        </CustomRoutes>
      </AdminUI>
    </AdminContext>
  );
}
