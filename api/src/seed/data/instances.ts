/**
 * Two instances per service type, stopped: the seed runs no process (the back-office starts
 * them); their limits vary within the bounds of spec 3 §5.
 */
import { SERVICE_TYPES } from '@hexagone/schemas';
import { daysBefore, type Random } from '../random';

/** A short name per type, as an operator would call its machines. */
const PREFIXES: Readonly<Record<string, string>> = {
  'hosting-ha': 'web',
  'firewall-ia': 'pare-feu',
  'agent-ia': 'agent',
  'cluster-ai': 'gpu',
  blockchain: 'noeud',
  saas: 'saas',
};
const SITES = ['paris', 'lyon'] as const;

export function demoInstances(now: Date, random: Random, customerIds: readonly string[]) {
  return SERVICE_TYPES.flatMap((type, t) =>
    SITES.map((site, s) => ({
      name: `${PREFIXES[type.value]}-${site}-0${s + 1}`,
      service_type: type.value,
      user_id: customerIds[(t * SITES.length + s) % customerIds.length],
      status: 'stopped',
      cpu: random.pick([1, 2, 4, 8]),
      memory: random.pick([1, 2, 4, 8, 16]),
      storage: random.pick([20, 50, 100, 250]),
      auto_start: true,
      backup_enabled: s === 0,
      created_at: daysBefore(now, 3 + t * 7 + s),
    })),
  );
}
