/** Twenty hosted services of the demo customers, over the six types of the offer. */
import { SERVICE_TYPES } from '../../dashboard/service-types';
import { daysBefore, type Random } from '../random';

/** How many services of each type, in the order of SERVICE_TYPES: a split worth a chart. */
const PER_TYPE = [6, 4, 3, 3, 2, 2];
/** The few that are not running. */
const NOT_RUNNING = ['stopped', 'maintenance', 'stopped', 'error'] as const;

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
      const status = index % 5 === 4 ? NOT_RUNNING[(index / 5) | 0] : 'running';
      const createdAt = daysBefore(now, index < 3 ? index * 9 + 2 : index < 5 ? 35 + index * 4 : 60 + index * 7);
      const running = status === 'running';
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
        instances_count: random.int(1, 6),
        cpu_usage: running ? random.int(12, 78) : 0,
        memory_usage: running ? random.int(20, 85) : 0,
        uptime: running ? round2(99.5 + random.next() * 0.49) : round2(90 + random.next() * 8),
        created_at: createdAt,
        updated_at: daysBefore(now, random.int(0, 5)),
      });
    }
  });
  return services;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
