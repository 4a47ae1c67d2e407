/**
 * A collection's rules on write are named in its registry entry (`hooks: ['support/tickets.service']`)
 * and registered by the domain module of that name (`crud.on(supportTickets.name,
 * 'support/tickets.service', { … })`), so that a reader of the registry entry finds every one.
 * At start-up the two lists must agree: a rule registered but not named, or named but never
 * registered, stops the server.
 */
import type { ResourceDef } from '@hexagone/schemas';

/** One registration: the hooks named `rule` on the collection `resource`. */
export interface RegisteredHooks {
  resource: string;
  rule: string;
}

/** Why the registered hooks do not match the registry's `hooks` lists (empty when they agree). */
export function hookMismatches(declared: readonly ResourceDef[], registered: readonly RegisteredHooks[]): string[] {
  const problems: string[] = [];
  const names = new Set(declared.map((resource) => resource.name));
  for (const { resource, rule } of registered) {
    if (!names.has(resource)) problems.push(`${resource} : collection absente du registre (hooks « ${rule} »)`);
  }
  for (const resource of declared) {
    const found = new Set(registered.filter((entry) => entry.resource === resource.name).map((entry) => entry.rule));
    for (const rule of found) if (!resource.hooks.includes(rule)) problems.push(`${resource.name} : hooks « ${rule} » enregistrés mais absents de sa liste hooks`);
    for (const rule of resource.hooks) if (!found.has(rule)) problems.push(`${resource.name} : hooks « ${rule} » nommés dans sa liste mais jamais enregistrés`);
  }
  return problems;
}
