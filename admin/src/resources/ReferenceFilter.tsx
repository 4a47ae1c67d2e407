/** A list filter on a reference: the referenced records to pick from, by their label. */
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { FieldDef } from '@hexagone/schemas';
import { referenceLabel, referencePerPage, referenceRoute, referenceSort } from '../fields/references';
import { ValueReferenceInput } from '../fields/ValueReferenceInput';

export interface ReferenceFilterProps {
  source: string;
  label: string;
  alwaysOn: boolean;
  reference: NonNullable<FieldDef['reference']>;
}

export function ReferenceFilter({ reference, ...common }: ReferenceFilterProps) {
  if (reference.valueField) return <ValueReferenceInput {...common} reference={reference} />;
  return (
    <ReferenceInput {...common} reference={referenceRoute(reference)} perPage={referencePerPage(reference)} sort={referenceSort(reference)} filter={reference.filter}>
      <AutocompleteInput label={common.label} optionText={referenceLabel(reference)} />
    </ReferenceInput>
  );
}
