/**
 * The id of a record of whichever collection another field names (an activity's resource),
 * shown as that record's name linked to its page; the id itself when the record is gone or
 * its collection has no screen. Rows of a page are fetched together (getMany).
 */
import type { MouseEvent } from 'react';
import { Link, useCreatePath, useGetManyAggregate, useRecordContext } from 'react-admin';
import { getResource, isEmptyValue, titleFieldOf, type FieldDef } from '@hexagone/schemas';

export function RecordOfValue({ field, collectionField }: { field: FieldDef; collectionField: string }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const id = record?.[field.name];
  const target = getResource(String(record?.[collectionField] ?? ''));
  const title = target && titleFieldOf(target);
  const enabled = Boolean(target && title && !isEmptyValue(id));
  const { data, isPending } = useGetManyAggregate(target?.route ?? '', { ids: enabled ? [String(id)] : [] }, { enabled });
  if (isEmptyValue(id)) return null;
  if (!enabled || isPending) return <span>{String(id)}</span>;
  const found = data?.[0];
  if (!found || isEmptyValue(found[title!])) return <span>{String(id)}</span>;
  return (
    <Link to={createPath({ resource: target!.route, id: String(id), type: 'show' })} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {String(found[title!])}
    </Link>
  );
}
