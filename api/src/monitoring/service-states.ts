/**
 * The services as the supervision sees them (issue 26 §4): a type is in trouble when one of
 * its instances or one of its services is in error, so the health grid, the alerts and the
 * availability never say « Opérationnel » while the Services screen says « Erreur ». Pure functions.
 */
import type { InstanceFigure } from './sample-points';

/** The services' collection, written by the services' own module. */
export const SERVICES_COLLECTION = 'services';

export interface ServiceState {
  id: string;
  name: string;
  type: string;
  status: string;
}

/** Whether the services and instances of this type are free of errors. */
export const typeHealthy = (type: string, instances: readonly InstanceFigure[], services: readonly ServiceState[]): boolean =>
  !instances.some((i) => i.type === type && i.status === 'error') && !services.some((s) => s.type === type && s.status === 'error');

/** The health subject of the whole offer: up only when the platform and every service type are. */
export const EVERYTHING = 'all';

export const everythingUp = (health: Readonly<Record<string, number>>): number => Math.min(1, ...Object.values(health));
