/**
 * The one way to give a registry action its domain work: a provider method decorated with
 * `@ActionHandler('<collection>', '<action>')`. The actions service finds every such method
 * through Nest's discovery at start-up and refuses to start when an `endpoint` (or server
 * custom) action has no handler, has two, or a handler names no such action.
 *
 * The method receives the action's request and the caller's context; the values it was
 * asked are already checked (registry `ask` fields by the shared engine, or the `body`
 * class-validator DTO given here).
 */
import { SetMetadata, type Type } from '@nestjs/common';
import type { Values } from '@hexagone/schemas';
import type { CrudContext } from './crud-hooks';

export const ACTION_HANDLER = 'hexagone:action-handler';

export interface ActionHandlerOptions {
  /** A class-validator DTO for a body that is not a registry `ask` (reorder ids, test values). */
  body?: Type<object>;
}

export interface ActionHandlerMeta extends ActionHandlerOptions {
  resource: string;
  action: string;
}

export interface ActionRequest {
  /** The record of a row action served at a path with `{id}`. */
  id?: string;
  /** The selection of a bulk action (empty otherwise). */
  ids: string[];
  /** The checked values: the asked ones, or the DTO's. */
  body: Values;
  /** The records the action applies to, loaded and checked against `when` and the state machine. */
  records: Values[];
}

export type ActionHandlerFn = (request: ActionRequest, ctx: CrudContext) => Promise<unknown>;

/** DTOs by `collection/action`, known as soon as the handler's class is defined, for the routes' body and OpenAPI. */
const bodies = new Map<string, Type<object>>();

export const actionKey = (resource: string, action: string) => `${resource}/${action}`;

export const actionBodyType = (resource: string, action: string): Type<object> | undefined => bodies.get(actionKey(resource, action));

export function ActionHandler(resource: string, action: string, options: ActionHandlerOptions = {}): MethodDecorator {
  if (options.body) bodies.set(actionKey(resource, action), options.body);
  return SetMetadata<string, ActionHandlerMeta>(ACTION_HANDLER, { resource, action, ...options });
}
