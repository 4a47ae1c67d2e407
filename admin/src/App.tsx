/**
 * The back-office: one <Resource> per registry resource (named by its admin route, so the
 * addresses read /webmaster/users/roles/...), the dashboard as index, and a page for every
 * sidebar entry that has no screen yet.
 */
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, radiantDarkTheme } from 'react-admin';
import { NAVIGATION, resources } from '@hexagone/schemas';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './i18n';
import { ADMIN_BASE } from './paths';
import { Layout } from './layout/Layout';
import { Dashboard } from './pages/Dashboard';
import { ComingSoon } from './pages/ComingSoon';
import { Profile } from './pages/Profile';
import { ResourceList } from './resources/ResourceList';
import { ResourceCreate } from './resources/ResourceCreate';
import { ResourceEdit } from './resources/ResourceEdit';
import { ResourceShow } from './resources/ResourceShow';

const resourceRoutes = new Set(resources.map((resource) => resource.route));

export function App() {
  return (
    <Admin
      basename={ADMIN_BASE}
      loginPage={false}
      requireAuth
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={radiantDarkTheme}
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
            .map((entry) => <Route key={entry.path} path={entry.path} element={<ComingSoon group={group} entry={entry} />} />),
        )}
      </CustomRoutes>
    </Admin>
  );
}
