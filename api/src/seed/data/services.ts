/**
 * Twenty hosted services of the demo customers, over the six types of the offer. The seed
 * runs no process: a service's state and figures follow its instances (seeders/instances.ts),
 * so they are stopped, except one an operator put in maintenance and one whose instance failed.
 */
import { SERVICE_TYPES } from '../../dashboard/service-types';
import { daysBefore, type Random } from '../random';

/** How many services of each type, in the order of SERVICE_TYPES: a split worth a chart. */
const PER_TYPE = [6, 4, 3, 3, 2, 2];
/** The services not simply stopped, by their index. */
const SET_APART: Readonly<Record<number, string>> = { 9: 'maintenance', 19: 'error' };

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  'hosting-ha': 'Hébergement haute disponibilité sur deux zones, bascule automatique',
  'firewall-ia': 'Filtrage du trafic entrant et détection des menaces par IA',
  'agent-ia': 'Agents autonomes pour le support et les opérations',
  'cluster-ai': 'Calcul GPU pour l’entraînement et l’inférence',
  blockchain: 'Chaîne privée compatible EVM, quatre nœuds validateurs',
  saas: 'Plateforme SaaS multi-tenant en marque blanche',
};

export function demoServices(now: Date, random: Random, companies: readonly string[]) {
  const services: Record<string, unknown>[] = [];
  let index = 0;
  SERVICE_TYPES.forEach((type, t) => {
    for (let k = 0; k < PER_TYPE[t]; k += 1, index += 1) {
      const status = SET_APART[index] ?? 'stopped';
      const createdAt = daysBefore(now, index < 3 ? index * 9 + 2 : index < 5 ? 35 + index * 4 : 60 + index * 7);
      services.push({
        name: `${type.label} — ${companies[index % companies.length]}`,
        description: DESCRIPTIONS[type.value],
        type: type.value,
        status,
        cpu_limit: random.pick([2, 4, 8, 16, 32]),
        memory_limit: random.pick([4, 8, 16, 32, 64]),
        storage_limit: random.pick([50, 100, 250, 500, 1000]),
        auto_restart: true,
        monitoring_enabled: true,
        created_at: createdAt,
        updated_at: daysBefore(now, random.int(0, 5)),
      });
    }
  });
  return services;
}
