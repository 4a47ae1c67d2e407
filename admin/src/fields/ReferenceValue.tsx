/**
 * A reference field's value: the label of the record it points at, linked to that record's
 * page, or when it points at nothing the record's own naming fields (a visitor's name and
 * e-mail) or the declared empty label ('Système'). A reference
 * stored by another field than the id (an AI model's model_id) is matched among the
 * referenced list's first records, loaded once for every row.
 */
import type { MouseEvent } from 'react';
import { FunctionField, Link, ReferenceField, useCreatePath, useGetList, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { emptyReferenceLabel, isEmptyValue, type FieldDef, type ReferenceDef } from '@hexagone/schemas';
import { findReferenced, referenceLabel, referencePerPage, referenceRoute, referenceSort } from './references';

function EmptyLabel({ reference }: { reference: ReferenceDef }) {
  const label = emptyReferenceLabel(reference, useRecordContext());
  return label ? (
    <Typography component="span" variant="body2" color="text.secondary">
      {label}
    </Typography>
  ) : null;
}

function MatchedReference({ field, reference }: { field: FieldDef; reference: ReferenceDef }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const value = record?.[field.name];
  const route = referenceRoute(reference);
  const { data } = useGetList(
    route,
    { pagination: { page: 1, perPage: referencePerPage(reference) }, sort: referenceSort(reference) },
    { enabled: !isEmptyValue(value) },
  );
  if (isEmptyValue(value)) return <EmptyLabel reference={reference} />;
  const target = findReferenced(reference, data, value);
  if (!target) return <span>{String(value)}</span>;
  return (
    <Link to={createPath({ resource: route, id: String(target.id), type: 'show' })} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {referenceLabel(reference)(target)}
    </Link>
  );
}

export function ReferenceValue({ field, reference }: { field: FieldDef; reference: ReferenceDef }) {
  const record = useRecordContext();
  if (reference.valueField) return <MatchedReference field={field} reference={reference} />;
  if (isEmptyValue(record?.[field.name])) return <EmptyLabel reference={reference} />;
  return (
    <ReferenceField
      source={field.name}
      reference={referenceRoute(reference)}
      link="show"
      emptyText={reference.emptyLabel}
    >
      <FunctionField render={referenceLabel(reference)} />
    </ReferenceField>
  );
}
