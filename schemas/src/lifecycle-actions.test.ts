import { describe, expect, it } from 'vitest';
import { actionRoute, findAction } from './resource';
import { serviceInstances } from './resources/service_instances';
import { services } from './resources/services';

describe('lifecycleActions', () => {
  it('declares start, stop and restart of services and instances on their own paths, with their own words', () => {
    for (const [resource, noun] of [[services, 'le service S et ses instances'], [serviceInstances, "l'instance S"]] as const) {
      expect(resource.actions.slice(0, 3).map((action) => [action.name, action.label, action.tone])).toEqual([
        ['start', 'Démarrer', 'success'],
        ['stop', 'Arrêter', 'error'],
        ['restart', 'Redémarrer', 'warning'],
      ]);
      expect(actionRoute(resource, findAction(resource, 'restart')!)).toEqual({ method: 'POST', path: `/${resource.name}/{id}/restart` });
      const confirm = findAction(resource, 'stop')!.confirm as (record: object) => string;
      expect(confirm({ name: 'S' })).toBe(`Êtes-vous sûr de vouloir arrêter ${noun} ?`);
    }
    expect(findAction(serviceInstances, 'start')!.success).toBe('Instance démarrée avec succès');
    expect(findAction(services, 'stop')!.success).toBe('Service arrêté avec succès');
  });
});
