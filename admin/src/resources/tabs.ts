/**
 * Resources sharing a `tab.path` are the tabs of one screen (forum moderation): in registry
 * order, the screen's address opening the first.
 */
import { NAVIGATION, resources as registry, type ResourceDef } from '@hexagone/schemas';

/** The resources shown as tabs of the screen at this path, in registry order. */
export const tabsOf = (path: string, resources: readonly ResourceDef[] = registry): ResourceDef[] =>
  resources.filter((resource) => resource.tab?.path === path);

/** Every tabbed screen's path with its first tab. */
export function tabScreens(resources: readonly ResourceDef[] = registry): Map<string, ResourceDef> {
  const screens = new Map<string, ResourceDef>();
  for (const resource of resources) if (resource.tab && !screens.has(resource.tab.path)) screens.set(resource.tab.path, resource);
  return screens;
}

/** The title of a tabbed screen: its sidebar entry's label ('Modération'). */
export const tabScreenTitle = (resource: ResourceDef): string | undefined =>
  resource.tab && NAVIGATION.flatMap((group) => group.entries).find((entry) => entry.path === resource.tab?.path)?.label;
