/**
 * Which view a list shows, table or grid (spec 2 §2.1): the resource's default until the
 * operator switches, then their choice, kept in react-admin's store (localStorage) so a
 * reload keeps it.
 */
import { useStore } from 'react-admin';
import type { ListDef, ResourceDef } from '@hexagone/schemas';

export type ListView = ListDef['view'];

export const useListView = (resource: ResourceDef) =>
  useStore<ListView>(`hexagone.${resource.route}.view`, resource.list.view);
