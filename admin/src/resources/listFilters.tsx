/** The list's search box (`q`) and one filter per `filterable` field, all shown at once. */
import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDef, ResourceDef } from '@hexagone/schemas';
import { choicesOf } from '../fields/choices';
import { referenceLabel, referenceRoute } from '../fields/references';

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
      return (
        <ReferenceInput
          key={field.name}
          {...common}
          reference={referenceRoute(field.reference)}
          perPage={field.reference.perPage}
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
