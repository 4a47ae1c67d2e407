/**
 * Every name a declaration gives must exist: a reference's collection and fields, a counter's
 * collections and fields, a stat's, card's, sort's and rule's fields, icons, sidebar places.
 * A typo here would otherwise show only as an empty column or a broken screen.
 */
import { describe, expect, it } from 'vitest';
import { isIconName } from './icons';
import { MENU_GROUPS } from './menu';
import { menuPath, NAVIGATION } from './navigation';
import { getResource, resources } from './registry';
import type { ResourceDef } from './resource';
import { SCREENS } from './screens';

const fieldNames = (resource: ResourceDef) => new Set(['_id', ...resource.fields.map((f) => f.name)]);

/** Every missing name as "collection: what → name". */
function missingNames(resource: ResourceDef): string[] {
  const own = fieldNames(resource);
  const missing: string[] = [];
  const need = (names: Set<string>, name: string | undefined, what: string, where = resource.name) => {
    if (name !== undefined && !names.has(name)) missing.push(`${where}: ${what} → ${name}`);
  };

  for (const field of resource.fields) {
    if (field.reference) {
      const target = getResource(field.reference.resource);
      if (!target) missing.push(`${resource.name}: reference of ${field.name} → ${field.reference.resource}`);
      else {
        const theirs = fieldNames(target);
        for (const label of field.reference.labelFields) need(theirs, label, `label of ${field.name}`, target.name);
        need(theirs, field.reference.valueField, `value of ${field.name}`, target.name);
        for (const key of Object.keys(field.reference.filter ?? {})) need(theirs, key, `filter of ${field.name}`, target.name);
      }
    }
    if (field.type === 'reference' && !field.reference) missing.push(`${resource.name}: reference of ${field.name} → (none)`);
    need(own, field.visibleWhen?.field, `visibleWhen of ${field.name}`);
    need(own, field.deriveFrom?.field, `deriveFrom of ${field.name}`);
  }
  for (const counter of resource.counters) {
    need(own, counter.field, 'counter field');
    need(own, counter.localField, `counter ${counter.field} local field`);
    const of = getResource(counter.of);
    if (!of) missing.push(`${resource.name}: counter ${counter.field} → ${counter.of}`);
    else need(fieldNames(of), counter.foreignField, `counter ${counter.field} foreign field`, of.name);
  }
  for (const stat of resource.stats) {
    for (const field of stat.fields ?? []) need(own, field, `stat ${stat.key}`);
    for (const field of Object.keys(stat.where ?? {})) need(own, field, `stat ${stat.key} condition`);
  }
  const card = resource.list.card;
  if (card) for (const field of [card.title, card.image, card.subtitle, ...(card.chips ?? []), ...(card.meta ?? [])]) need(own, field, 'card');
  need(own, resource.list.sort.field, 'default sort');
  for (const action of resource.actions) for (const field of Object.keys(action.effect.kind === 'update' ? (action.effect.set ?? {}) : {})) need(own, field, `action ${action.name} sets`);
  return missing;
}

describe('registry integrity', () => {
  it('names only fields and collections that exist', () => {
    expect(resources.flatMap(missingNames)).toEqual([]);
  });

  it('sorts by default on a sortable field or _id', () => {
    const unsortable = resources.filter((r) => r.list.sort.field !== '_id' && !r.fields.find((f) => f.name === r.list.sort.field)?.sortable);
    expect(unsortable.map((r) => `${r.name}: ${r.list.sort.field}`)).toEqual([]);
  });

  it('names only available icons (resources, actions, stats, screens, sidebar groups)', () => {
    const named = [
      ...resources.flatMap((r) => [r.icon, ...r.actions.map((a) => a.icon), ...r.stats.map((s) => s.icon)]),
      ...SCREENS.flatMap((s) => (s.icon ? [s.icon] : [])),
      ...MENU_GROUPS.map((g) => g.icon),
    ];
    expect(named.filter((name) => !isIconName(name))).toEqual([]);
  });

  it('gives every collection a French noun for the activity feed', () => {
    for (const resource of resources) expect(resource.noun, resource.name).toMatch(/^(un|une) \S/);
  });

  it('gives every sidebar place one screen: no path declared twice', () => {
    const paths = [...resources.flatMap((r) => (r.menu ? [menuPath(r)] : [])), ...SCREENS.map((s) => s.path)];
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('keeps the breadcrumb of a collection in step with its sidebar entry', () => {
    for (const resource of resources.filter((r) => r.menu)) {
      const group = MENU_GROUPS.find((g) => g.key === resource.menu?.group);
      const crumbs = resource.breadcrumb.map((item) => item.label);
      // A group's landing screen (Utilisateurs, Services) is named by its group alone.
      if (crumbs.length === 1) expect([resource.menu?.label, group?.label], resource.name).toContain(crumbs[0]);
      else {
        expect(crumbs.at(-1), resource.name).toBe(resource.menu?.label);
        expect(crumbs[0], resource.name).toBe(group?.label);
      }
    }
  });

  it('reaches every collection from the sidebar, except those opened from their parent', () => {
    // A topic's replies open from the topic ('Voir les réponses'); keys and webhooks are managed on the settings/api screen.
    const fromParent = ['forum_replies', 'api_keys', 'webhooks'];
    const entries = NAVIGATION.flatMap((group) => group.entries.map((entry) => entry.path));
    const unreachable = resources.filter((r) => !fromParent.includes(r.name) && !entries.includes(menuPath(r)));
    expect(unreachable.map((r) => r.name)).toEqual([]);
  });
});
