/** The tabs above a tabbed resource's list (forum moderation): each opens its resource's own list. */
import { Tab, Tabs } from '@mui/material';
import { LinkBase } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { adminPath } from '../paths';
import { tabsOf } from './tabs';

export function ResourceTabs({ resource }: { resource: ResourceDef }) {
  if (!resource.tab) return null;
  return (
    <Tabs value={resource.route} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={resource.breadcrumb.at(-1)?.label ?? resource.label} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {tabsOf(resource.tab.path).map((tab) => (
        <Tab key={tab.route} value={tab.route} label={tab.tab?.label ?? tab.label} component={LinkBase} to={adminPath(tab.route)} />
      ))}
    </Tabs>
  );
}
