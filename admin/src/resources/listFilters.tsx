/** The list's search box (`q`) and one filter per `filterable` field, all shown at once. */
import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDef, ResourceDef } from '@hexagone/schemas';
import { choicesOf } from '../fields/choices';
import { referenceLabel, referencePerPage, referenceRoute, referenceSort } from '../fields/references';
import { ValueReferenceInput } from '../fields/ValueReferenceInput';

function filterInput(field: FieldDef) {
  const common = { source: field.name, label: field.label, alwaysOn: true };
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'multiselect':
      return <SelectInput key={field.name} {...common} choices={choicesOf(field)} emptyText="Tous" />;
    case 'switch':
    case 'checkbox':
      return <NullableBooleanInput key={field.name} {...common} nullLabel="Tous" trueLabel="Oui" falseLabel="Non" />;
    case 'reference':
      if (!field.reference) break;
      if (field.reference.valueField) return <ValueReferenceInput key={field.name} {...common} reference={field.reference} />;
      return (
        <ReferenceInput
          key={field.name}
          {...common}
          reference={referenceRoute(field.reference)}
          perPage={referencePerPage(field.reference)}
          sort={referenceSort(field.reference)}
          filter={field.reference.filter}
        >
          <AutocompleteInput label={field.label} optionText={referenceLabel(field.reference)} />
        </ReferenceInput>
      );
  }
  return <TextInput key={field.name} {...common} />;
}

export const listFilters = (resource: ResourceDef) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={resource.list.searchPlaceholder ?? 'Rechercher...'} />,
  ...resource.fields.filter((field) => field.filterable).map(filterInput),
];
