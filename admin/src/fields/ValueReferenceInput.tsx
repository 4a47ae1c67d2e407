/**
 * The picker of a reference stored by another field than the id (a template's model_id):
 * the options are the referenced records allowed by the declaration's filter, the value
 * kept is that field.
 */
import { AutocompleteInput, useGetList, type AutocompleteInputProps } from 'react-admin';
import type { ReferenceDef } from '@hexagone/schemas';
import { referenceLabel, referencePerPage, referenceRoute, referenceSort, referenceValueField } from './references';

interface ValueReferenceInputProps extends Omit<AutocompleteInputProps, 'choices'> {
  reference: ReferenceDef;
  /** Read by the list's filter form on this element; not an input prop. */
  alwaysOn?: boolean;
}

export function ValueReferenceInput({ reference, alwaysOn: _alwaysOn, ...props }: ValueReferenceInputProps) {
  const { data, isPending } = useGetList(referenceRoute(reference), {
    pagination: { page: 1, perPage: referencePerPage(reference) },
    sort: referenceSort(reference),
    filter: reference.filter ?? {},
  });
  return (
    <AutocompleteInput
      {...props}
      choices={data ?? []}
      isPending={isPending}
      optionValue={referenceValueField(reference)}
      optionText={referenceLabel(reference)}
    />
  );
}
