/**
 * What an action does once its questions are answered: one call per record for `update`
 * and `duplicate`, one call to the domain endpoint for `endpoint`. The caller notifies,
 * refreshes and shows the result.
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { ActionDef, ResourceDef, Values } from '@hexagone/schemas';
import type { HexagoneDataProvider } from '../providers/dataProvider';
import { duplicateValues } from './duplicate';

export interface ActionTarget {
  /** The record of a row action. */
  record?: RaRecord;
  /** The selection of a bulk action; empty for a header action. */
  ids: readonly Identifier[];
  /** The records of the page shown, where the selection's records are looked up. */
  records?: readonly RaRecord[];
}

type Provider = Pick<HexagoneDataProvider, 'update' | 'create' | 'getMany' | 'action' | 'bulkAction'>;

/** The records an action works on: the row's, else the selection's (fetched when not on the page). */
async function targetRecords(provider: Provider, route: string, target: ActionTarget): Promise<RaRecord[]> {
  if (target.record) return [target.record];
  const known = new Map((target.records ?? []).map((record) => [record.id, record]));
  const missing = target.ids.filter((id) => !known.has(id));
  if (missing.length) for (const record of (await provider.getMany(route, { ids: [...missing] })).data) known.set(record.id, record);
  return target.ids.map((id) => known.get(id)).filter((record): record is RaRecord => record !== undefined);
}

/** Runs the action's effect; answers what the endpoint answered (shown by `result`). */
export async function runAction(
  provider: Provider,
  route: string,
  resource: ResourceDef,
  action: ActionDef,
  target: ActionTarget,
  asked: Values = {},
): Promise<Values | undefined> {
  const { effect } = action;
  switch (effect.kind) {
    case 'update': {
      const data = { ...effect.set, ...asked };
      for (const record of await targetRecords(provider, route, target)) {
        await provider.update(route, { id: record.id, data, previousData: record });
      }
      return undefined;
    }
    case 'duplicate':
      for (const record of await targetRecords(provider, route, target)) {
        await provider.create(route, { data: duplicateValues(resource, record, effect.suffix) });
      }
      return undefined;
    case 'endpoint':
      return target.record
        ? provider.action(route, { id: target.record.id, action: action.name, data: asked })
        : provider.bulkAction(route, { action: action.name, ids: target.ids, data: asked });
    default:
      // Links and the back-office's own dialogs act when they are opened.
      return undefined;
  }
}

/** The notification after success: the action's own text, else the spec's wording of §8. */
export function successMessage(action: ActionDef, count: number): string {
  if (action.success) return action.success;
  switch (action.effect.kind) {
    case 'update':
      return count > 1 ? `${count} élément(s) modifié(s)` : 'Élément modifié avec succès';
    case 'duplicate':
      return count > 1 ? `${count} élément(s) créé(s)` : 'Élément créé avec succès';
    default:
      return 'Action effectuée avec succès';
  }
}
