/**
 * A reference field's value: the label of the record it points at, linked to that record's
 * page, or when it points at nothing the record's own naming fields (a visitor's name and
 * e-mail) or the declared empty label ('Système'). A reference
 * stored by another field than the id (an AI model's model_id) is matched among the
 * referenced list's first records, loaded once for every row. The records a page's rows point
 * at by id come in one request (react-admin's getMany aggregate); whether the account may open
 * them is decided as the row draws, from the registry's rules: react-admin's ReferenceField
 * asked it through one access query per row, each answered later with one more render of the
 * row (IA › Utilisation, 50 rows: bench:screens, issue 39).
 */
import type { MouseEvent } from 'react';
import { LinearProgress, Link, useCreatePath, useGetList, useGetManyAggregate, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { emptyReferenceLabel, isEmptyValue, type FieldDef, type ReferenceDef } from '@hexagone/schemas';
import { canAccess } from '../providers/canAccess';
import { useSessionCaller } from '../providers/useSessionCaller';
import { findReferenced, referenceLabel, referencePerPage, referenceRoute, referenceSort } from './references';

function EmptyLabel({ reference }: { reference: ReferenceDef }) {
  const label = emptyReferenceLabel(reference, useRecordContext());
  return label ? (
    <Typography component="span" variant="body2" color="text.secondary">
      {label}
    </Typography>
  ) : null;
}

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

function LinkedReference({ field, reference }: { field: FieldDef; reference: ReferenceDef }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const route = referenceRoute(reference);
  const { data, error, isPending } = useGetManyAggregate(route, { ids: [record?.[field.name]] });
  const mayOpen = canAccess(useSessionCaller(), { action: 'show', resource: route });
  const target = data?.[0];
  if (!target) {
    if (isPending) return <LinearProgress />;
    if (error) return <ErrorOutline color="error" fontSize="small" titleAccess={error instanceof Error ? error.message : String(error)} />;
    return <EmptyLabel reference={reference} />;
  }
  const label = referenceLabel(reference)(target);
  if (!mayOpen) return <span>{label}</span>;
  return (
    <Link to={createPath({ resource: route, id: String(target.id), type: 'show' })} onClick={stopPropagation}>
      {label}
    </Link>
  );
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
    <Link to={createPath({ resource: route, id: String(target.id), type: 'show' })} onClick={stopPropagation}>
      {referenceLabel(reference)(target)}
    </Link>
  );
}

export function ReferenceValue({ field, reference }: { field: FieldDef; reference: ReferenceDef }) {
  const record = useRecordContext();
  if (reference.valueField) return <MatchedReference field={field} reference={reference} />;
  if (isEmptyValue(record?.[field.name])) return <EmptyLabel reference={reference} />;
  return <LinkedReference field={field} reference={reference} />;
}
