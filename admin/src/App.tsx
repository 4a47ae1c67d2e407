/**
 * The back-office: one <Resource> per registry resource (named by its admin route, so the
 * addresses read /webmaster/users/roles/...), the dashboard as index, the screens made of
 * tabbed resources opening on their first tab, and a page for every sidebar entry that has
 * no screen yet.
 */
import { Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { NAVIGATION, resources, type NavEntry, type NavGroup } from '@hexagone/schemas';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { i18nProvider } from './i18n';
import { theme } from './theme';
import { ADMIN_BASE, adminPath } from './paths';
import { Layout } from './layout/Layout';
import { Dashboard } from './pages/Dashboard';
import { ComingSoon } from './pages/ComingSoon';
import { Profile } from './pages/Profile';
import { ResourceList } from './resources/ResourceList';
import { ResourceCreate } from './resources/ResourceCreate';
import { ResourceEdit } from './resources/ResourceEdit';
import { ResourceShow } from './resources/ResourceShow';
import { tabScreens } from './resources/tabs';

const resourceRoutes = new Set(resources.map((resource) => resource.route));
const firstTabs = tabScreens();

function entryScreen(group: NavGroup, entry: NavEntry) {
  const firstTab = firstTabs.get(entry.path);
  return firstTab ? <Navigate to={adminPath(firstTab.route)} replace /> : <ComingSoon group={group} entry={entry} />;
}

export function App() {
  return (
    <Admin
      basename={ADMIN_BASE}
      loginPage={false}
      requireAuth
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={Layout}
      dashboard={Dashboard}
      disableTelemetry
    >
      {resources.map((resource) => (
        <Resource
          key={resource.route}
          name={resource.route}
          list={<ResourceList resource={resource} />}
          create={resource.operations.create ? <ResourceCreate resource={resource} /> : undefined}
          edit={resource.operations.edit ? <ResourceEdit resource={resource} /> : undefined}
          show={<ResourceShow resource={resource} />}
        />
      ))}
      <CustomRoutes>
        <Route path="profile" element={<Profile />} />
        {NAVIGATION.flatMap((group) =>
          group.entries
            .filter((entry) => !resourceRoutes.has(entry.path))
            .map((entry) => <Route key={entry.path} path={entry.path} element={entryScreen(group, entry)} />),
        )}
      </CustomRoutes>
    </Admin>
  );
}
