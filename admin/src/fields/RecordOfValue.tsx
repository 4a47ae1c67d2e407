/**
 * The id of a record of whichever collection another field names (an activity's resource),
 * shown as that record's name linked to its page: a settings tab by its name (a singleton has
 * no record list to ask), a record without a name of its own by the account it is about (a
 * ban), a deleted record or one outside the registry (an invitation) by what the entry kept
 * (record-of.ts). Rows of a page are fetched together (getMany).
 */
import type { MouseEvent, ReactNode } from 'react';
import { FunctionField, Link, RecordContextProvider, ReferenceField, useCreatePath, useGetManyAggregate, useRecordContext } from 'react-admin';
import { getResource, isEmptyValue, titleFieldOf, type FieldDef, type ResourceDef, type Values } from '@hexagone/schemas';
import { keptLabel } from './record-of';
import { referenceLabel, referenceRoute } from './references';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The account a record without a name of its own is about (a ban's user). */
const accountField = (resource: ResourceDef): FieldDef | undefined => resource.fields.find((field) => field.name === 'user_id' && field.reference);

function FoundRecord({ target, found }: { target: ResourceDef; found: Values }) {
  const createPath = useCreatePath();
  const title = titleFieldOf(target);
  const account = accountField(target);
  let label: ReactNode = null;
  if (title && !isEmptyValue(found[title])) label = String(found[title]);
  else if (account?.reference && !isEmptyValue(found[account.name])) {
    const reference = account.reference;
    label = (
      <RecordContextProvider value={found}>
        {`${target.singular} — `}
        <ReferenceField source={account.name} reference={referenceRoute(reference)} link={false}>
          <FunctionField render={referenceLabel(reference)} />
        </ReferenceField>
      </RecordContextProvider>
    );
  } else label = target.singular;
  return (
    <Link to={createPath({ resource: target.route, id: String(found.id ?? found._id), type: 'show' })} onClick={stop}>
      {label}
    </Link>
  );
}

export function RecordOfValue({ field, collectionField }: { field: FieldDef; collectionField: string }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const id = record?.[field.name];
  const target = getResource(String(record?.[collectionField] ?? ''));
  const enabled = Boolean(target && !target.singleton && !isEmptyValue(id));
  const { data, isPending } = useGetManyAggregate(target?.route ?? '', { ids: enabled ? [String(id)] : [] }, { enabled });
  if (isEmptyValue(id)) return null;
  if (target?.singleton)
    return (
      <Link to={createPath({ resource: target.route, type: 'list' })} onClick={stop}>
        {target.singular}
      </Link>
    );
  if (enabled && isPending) return null;
  const found = data?.[0];
  if (target && found) return <FoundRecord target={target} found={found} />;
  return <span>{keptLabel(record, field.name)}</span>;
}
