/**
 * Keeps a list's state and its address in step, in the readable form of list-address.ts: the
 * list runs with react-admin's own location sync off and its state in the store under
 * `storeKey`; the address decides that state when the list opens and whenever it changes
 * (a link, back and forward), and every change of search, filter, sort or page is written back.
 */
import { useEffect, useRef, useState } from 'react';
import { useListContext, useLocation, useNavigate, useStoreContext } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { addressFromState, storedParams } from './list-address';

export const listStoreKey = (resource: ResourceDef) => `hexagone.${resource.route}.listParams`;

/** Call before the list renders: the address, not a previous visit, is the state it opens with. */
export function useStateFromAddressOnOpen(resource: ResourceDef): string {
  const { setItem } = useStoreContext();
  const { search } = useLocation();
  const [storeKey] = useState(() => {
    setItem(listStoreKey(resource), storedParams(search, resource));
    return listStoreKey(resource);
  });
  return storeKey;
}

export function ListAddressSync({ resource }: { resource: ResourceDef }) {
  const { filterValues, sort, page, perPage } = useListContext();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const { setItem } = useStoreContext();
  const written = useRef<string | undefined>(undefined);
  const defaults = { sort: resource.list.sort.field, order: resource.list.sort.order, perPage: resource.list.perPage };

  useEffect(() => {
    const address = addressFromState({ filter: filterValues, sort: sort.field, order: sort.order, page, perPage }, defaults);
    written.current = address;
    if (address !== search) navigate({ pathname, search: address }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- written on a change of the state only
  }, [JSON.stringify(filterValues), sort.field, sort.order, page, perPage]);

  useEffect(() => {
    if (written.current === undefined || search === written.current) return;
    setItem(listStoreKey(resource), storedParams(search, resource));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read on a change of the address only
  }, [search]);

  return null;
}
