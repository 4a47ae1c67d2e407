/** The list's search box (`q`), one filter per `filterable` field and two per range, all shown at once. */
import { DateInput, NullableBooleanInput, NumberInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { rangeParams, type FieldDef, type ResourceDef } from '@hexagone/schemas';
import { choicesOf } from '../fields/choices';
import { lazyNamed, ScreenSuspense } from '../lazy-screen';
import type { ReferenceFilterProps } from './ReferenceFilter';

/** Loaded with the first list filtered on a reference (its pickers weigh about 15 kB). */
const LazyReferenceFilter = lazyNamed(() => import('./ReferenceFilter'), 'ReferenceFilter');
const ReferenceFilter = (props: ReferenceFilterProps) => (
  <ScreenSuspense fallback={null}>
    <LazyReferenceFilter {...props} />
  </ScreenSuspense>
);

function filterInput(field: FieldDef) {
  const common = { source: field.name, label: field.label, alwaysOn: true };
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'multiselect':
      return <SelectInput key={field.name} {...common} choices={choicesOf(field, 'filter')} emptyText="Tous" />;
    case 'switch':
    case 'checkbox':
      return <NullableBooleanInput key={field.name} {...common} nullLabel="Tous" trueLabel="Oui" falseLabel="Non" />;
    case 'reference':
      if (!field.reference) break;
      return <ReferenceFilter key={field.name} {...common} reference={field.reference} />;
  }
  return <TextInput key={field.name} {...common} />;
}

/** An interval: two dates (du / au), or two amounts within the declared bounds and step. */
function rangeInputs(field: FieldDef) {
  const { from, to } = rangeParams(field);
  if (field.type === 'date' || field.type === 'datetime-local') {
    return [
      <DateInput key={from} source={from} label={`${field.label} : du`} alwaysOn />,
      <DateInput key={to} source={to} label={`${field.label} : au`} alwaysOn />,
    ];
  }
  const bounds = { min: field.range?.min, max: field.range?.max, step: field.range?.step, alwaysOn: true };
  return [
    <NumberInput key={from} source={from} label={`${field.label} min.`} {...bounds} />,
    <NumberInput key={to} source={to} label={`${field.label} max.`} {...bounds} />,
  ];
}

export const searchPlaceholder = (resource: ResourceDef): string => resource.list.searchPlaceholder ?? 'Rechercher...';

export const listFilters = (resource: ResourceDef) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder(resource)} />,
  ...resource.fields.filter((field) => field.filterable).map(filterInput),
  ...resource.fields.filter((field) => field.range).flatMap(rangeInputs),
];
