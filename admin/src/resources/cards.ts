/**
 * How a record shows as a card of the grid view: the resource's `list.card`, else one
 * derived from its listed fields (the first text field as title), so every list can
 * switch to the grid.
 */
import type { CardDef, FieldDef, ResourceDef } from '@hexagone/schemas';

const TEXT_TYPES = new Set(['text', 'email', 'textarea', 'url', 'tel']);
const CHIP_TYPES = new Set(['select', 'radio', 'switch', 'checkbox', 'reference', 'tags', 'multiselect']);
const MAX_CHIPS = 3;
const MAX_META = 3;

const shown = (field: FieldDef) => field.list && !field.secret;

export function cardOf(resource: Pick<ResourceDef, 'fields' | 'list'>): CardDef {
  if (resource.list.card) return resource.list.card;
  const listed = resource.fields.filter(shown);
  const texts = listed.filter((field) => TEXT_TYPES.has(field.type));
  const title = texts[0] ?? listed[0] ?? resource.fields[0];
  const subtitle = texts[1];
  const image = resource.fields.find((field) => field.type === 'image' && !field.secret);
  const rest = listed.filter((field) => field !== title && field !== subtitle && field !== image);
  return {
    title: title?.name ?? '_id',
    ...(image && { image: image.name }),
    ...(subtitle && { subtitle: subtitle.name }),
    chips: rest.filter((field) => CHIP_TYPES.has(field.type)).slice(0, MAX_CHIPS).map((field) => field.name),
    meta: rest.filter((field) => !CHIP_TYPES.has(field.type)).slice(0, MAX_META).map((field) => field.name),
  };
}
