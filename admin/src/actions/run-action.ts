/**
 * What an action does once its questions are answered: one call to the action's declared
 * route, where the API checks the records' state, the asked values and the caller's access,
 * then applies it (an update, a copy, or a domain handler). The caller notifies, refreshes
 * and shows the result.
 */
import type { Identifier, RaRecord } from 'react-admin';
import { actionRoute, isServerAction, type ActionDef, type ResourceDef, type Values } from '@hexagone/schemas';
import type { HexagoneDataProvider } from '../providers/dataProvider';

export interface ActionTarget {
  /** The record of a row action. */
  record?: RaRecord;
  /** The selection of a bulk action; empty for a header action. */
  ids: readonly Identifier[];
}

type Provider = Pick<HexagoneDataProvider, 'action'>;

/** Runs the action through the API; answers what the API answered (shown by `result`). */
export async function runAction(
  provider: Provider,
  route: string,
  resource: ResourceDef,
  action: ActionDef,
  target: ActionTarget,
  asked: Values = {},
): Promise<Values | undefined> {
  // Links and the back-office's own dialogs act when they are opened.
  if (!isServerAction(action) || action.effect.kind === 'custom') return undefined;
  const call = { route: actionRoute(resource, action), data: asked };
  if (action.scope === 'bulk') return provider.action(route, { ...call, data: { ...asked, ids: [...target.ids] } });
  return provider.action(route, target.record ? { ...call, id: target.record.id } : call);
}

/** The notification after success: the action's own text (read from the answer when it says), else the spec's wording of §8. */
export function successMessage(action: ActionDef, count: number, answer?: Values): string {
  if (typeof action.success === 'function') return action.success(answer ?? {});
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

/** The notification after a failure: the action's own wording around the API's message ('Erreur: {message}'), else the message. */
export const failureMessage = (action: ActionDef, message: string): string => (action.failure ? action.failure.replace('{message}', message) : message);
