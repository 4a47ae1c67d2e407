/**
 * Runs the registry's actions for the API, the same way for every effect: the caller's
 * access to the action, the asked values checked with the shared engine (400 per field),
 * the records loaded and checked against the action's `when` and the state machine (409
 * with a French message, before anything is written), then the effect: the generic update
 * or a copy of each record, or the domain handler bound with `@ActionHandler`.
 */
import { BadRequestException, ConflictException, Injectable, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import {
  actionApplies,
  actionRefusal,
  actionRule,
  duplicateValues,
  findAction,
  MAX_PAGE_SIZE,
  needsHandler,
  resources,
  validateValues,
  type ActionDef,
  type OwnerScope,
  type ResourceDef,
  type Values,
} from '@hexagone/schemas';
import { ERRORS } from '../common/errors';
import { AccessService } from './access.service';
import { ACTION_HANDLER, actionKey, type ActionHandlerFn, type ActionHandlerMeta } from './action-handler.decorator';
import { checkedStatesOf, type CrudContext } from './crud-hooks';
import { CrudService, invalid } from './crud.service';
import { isObjectId } from './object-id';

export interface ActionCall {
  /** The record, for a route with `{id}`. */
  id?: string;
  /** The request's body (or query, for a GET). */
  body: unknown;
}

/** Why the bound handlers do not match the registry: the server must not start half-wired. */
export function handlerMismatches(declared: readonly ResourceDef[], bound: readonly ActionHandlerMeta[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const meta of bound) {
    const key = actionKey(meta.resource, meta.action);
    const resource = declared.find((r) => r.name === meta.resource);
    const action = resource && findAction(resource, meta.action);
    if (!action || !needsHandler(action)) problems.push(`${key} : aucune action de ce nom n'attend de handler`);
    if (seen.has(key)) problems.push(`${key} : plusieurs handlers`);
    seen.add(key);
  }
  for (const resource of declared) {
    for (const action of resource.actions) {
      if (needsHandler(action) && !seen.has(actionKey(resource.name, action.name))) problems.push(`${actionKey(resource.name, action.name)} : aucun handler`);
    }
  }
  return problems;
}

@Injectable()
export class ActionsService implements OnModuleInit {
  private readonly handlers = new Map<string, ActionHandlerFn>();

  constructor(
    private readonly crud: CrudService,
    private readonly access: AccessService,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const bound: ActionHandlerMeta[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const method = instance[name];
        if (typeof method !== 'function') continue;
        const meta = this.reflector.get<ActionHandlerMeta | undefined>(ACTION_HANDLER, method);
        if (!meta) continue;
        bound.push(meta);
        this.handlers.set(actionKey(meta.resource, meta.action), (request, ctx) => method.call(instance, request, ctx) as Promise<unknown>);
      }
    }
    const problems = handlerMismatches(resources, bound);
    if (problems.length) throw new Error(`Actions du registre mal reliées :\n${problems.join('\n')}`);
  }

  async run(resource: ResourceDef, action: ActionDef, call: ActionCall, ctx: CrudContext): Promise<unknown> {
    const selected = () => (action.scope === 'bulk' ? selection(asObject(call.body ?? {}).ids) : call.id !== undefined ? [call.id] : []);
    const owner = await this.access.changeScope(resource, actionRule(resource, action.name), ctx.user, selected);
    const body = asObject(call.body ?? {});
    const ids = selected();
    const asked = this.asked(action, body);
    // An owner-caller's action reaches their own records only: another's id is not found.
    const records = await this.load(resource, ids, owner);
    const owned: CrudContext = {
      ...ctx,
      ...(owner && { owner: { ...owner, resource: resource.name } }),
      // Each record's first write of its state applies only while it is still in the state checked here.
      checkedStates: checkedStatesOf(resource, records),
    };
    for (const record of records) {
      if (!actionApplies(resource, action, record)) throw new ConflictException(actionRefusal(resource, action, record));
    }

    const { effect } = action;
    let results: unknown[];
    if (effect.kind === 'update') {
      results = [];
      for (const record of records) results.push(await this.crud.update(resource, String(record._id), asked, owned, effect.set));
    } else if (effect.kind === 'duplicate') {
      results = [];
      for (const record of records) results.push(await this.crud.create(resource, duplicateValues(resource, record, effect.suffix), owned));
    } else {
      const handler = this.handlers.get(actionKey(resource.name, action.name));
      if (!handler) throw new NotFoundException(ERRORS.notFound);
      return handler({ id: call.id, ids, body: asked, records }, owned);
    }
    const views = await this.access.viewAll(resource, results as Values[], ctx.user);
    return action.scope === 'bulk' ? { data: views } : views[0];
  }

  /** The values the action asks, checked by the shared engine; a body without `ask` is the handler's (its DTO checked it). */
  private asked(action: ActionDef, body: Values): Values {
    const values = { ...body };
    // A bulk action's selection travels beside its values.
    if (action.scope === 'bulk') delete values.ids;
    if (!action.ask) return values;
    const schema = { name: action.name, fields: action.ask.fields };
    const errors = validateValues(schema, values, { side: 'server' });
    if (Object.keys(errors).length) throw invalid(errors);
    return Object.fromEntries(action.ask.fields.filter((field) => field.name in values).map((field) => [field.name, values[field.name]]));
  }

  private async load(resource: ResourceDef, ids: string[], owner?: OwnerScope): Promise<Values[]> {
    const records: Values[] = [];
    for (const id of ids) {
      const doc = await this.crud.findById(resource, id, owner);
      if (!doc) throw new NotFoundException(ERRORS.notFound);
      records.push(doc.toObject());
    }
    return records;
  }
}

function asObject(body: unknown): Values {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException(ERRORS.badRequest);
  return body as Values;
}

/** A bulk action's selection: record ids, one page at most. */
function selection(ids: unknown): string[] {
  if (!Array.isArray(ids) || !ids.length || ids.length > MAX_PAGE_SIZE || !ids.every((id) => typeof id === 'string' && isObjectId(id))) {
    throw invalid({ ids: 'Sélectionnez au moins un élément' }, ERRORS.badRequest);
  }
  return [...new Set(ids)];
}
