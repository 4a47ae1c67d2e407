/**
 * The instances of the demo services: one each, two for every third service, each given to
 * its service and to the customer the service is named after. The seed runs no process (the
 * back-office starts them): they are stopped, except the one of a service in error, which
 * failed. Their limits vary within the bounds of spec 3 §5.
 */
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

/** A seeded service, as the instances need it. */
export interface DemoService {
  id: string;
  type: string;
  status: string;
  customerId: string;
}

export const DEMO_INSTANCE_FAILURE = "Le processus de l'instance s'est arrêté de lui-même (code 1)";

export function demoInstances(now: Date, random: Random, services: readonly DemoService[]) {
  const numbers = new Map<string, number>();
  return services.flatMap((service, index) =>
    Array.from({ length: index % 3 === 0 ? 2 : 1 }, (_, s) => {
      const number = (numbers.get(service.type) ?? 0) + 1;
      numbers.set(service.type, number);
      const failed = service.status === 'error' && s === 0;
      return {
        name: `${PREFIXES[service.type] ?? 'instance'}-${SITES[(number - 1) % SITES.length]}-${String(number).padStart(2, '0')}`,
        service_id: service.id,
        user_id: service.customerId,
        status: failed ? 'error' : 'stopped',
        ...(failed ? { last_error: DEMO_INSTANCE_FAILURE } : {}),
        cpu: random.pick([1, 2, 4, 8]),
        memory: random.pick([1, 2, 4, 8, 16]),
        storage: random.pick([20, 50, 100, 250]),
        auto_start: true,
        backup_enabled: s === 0,
        created_at: daysBefore(now, 3 + index * 4 + s),
      };
    }),
  );
}
