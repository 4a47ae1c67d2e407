/**
 * The PageHeader of a generated screen: the resource's own breadcrumb for its list, and one
 * more step (Ajouter, Modifier, Détail) for its other screens, the list becoming a link.
 * The list of a tabbed resource is its screen's page and bears the screen's title.
 */
import type { ResourceDef } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import { adminPath } from '../paths';
import { tabScreenTitle } from './tabs';

export type Screen = 'list' | 'create' | 'edit' | 'show';

const STEP: Record<Exclude<Screen, 'list'>, string> = {
  create: 'Ajouter',
  edit: 'Modifier',
  show: 'Détail',
};

export function ResourceHeader({ resource, screen }: { resource: ResourceDef; screen: Screen }) {
  if (screen === 'list') {
    // A tab's list is its screen's page: titled like the sidebar entry ('Modération').
    const title = tabScreenTitle(resource) ?? resource.label;
    return <PageHeader title={title} description={resource.description} icon={resource.icon} breadcrumb={resource.breadcrumb} />;
  }
  const listItem = { label: resource.breadcrumb.at(-1)?.label ?? resource.label, path: adminPath(resource.route) };
  return (
    <PageHeader
      title={`${STEP[screen]} — ${resource.singular}`}
      description={resource.description}
      icon={resource.icon}
      breadcrumb={[...resource.breadcrumb.slice(0, -1), listItem, { label: STEP[screen] }]}
    />
  );
}
