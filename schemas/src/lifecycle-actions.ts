import type { ActionDef } from './resource';

/** What a start/stop/restart says: its notifications and the stop's confirmation. */
export interface LifecycleMessages {
  started: string;
  stopped: string;
  restarted: string;
  failure: string;
  stopConfirm: (name: string) => string;
}

/**
 * The start, stop and restart row actions of a running thing (a service, an instance),
 * each an endpoint `POST /{route}/{id}/{action}` (spec 3's call table).
 */
export function lifecycleActions(route: string, messages: LifecycleMessages): ActionDef[] {
  const endpoint = (action: string) => ({
    name: action,
    scope: 'row' as const,
    http: { method: 'POST' as const, path: `/${route}/{id}/${action}` },
    effect: { kind: 'endpoint' as const },
    failure: messages.failure,
  });
  return [
    { ...endpoint('start'), label: 'Démarrer', icon: 'PlayArrow', success: messages.started, tone: 'success' },
    {
      ...endpoint('stop'),
      label: 'Arrêter',
      icon: 'Stop',
      confirm: (record) => messages.stopConfirm(String(record.name ?? '')),
      success: messages.stopped,
      tone: 'error',
    },
    { ...endpoint('restart'), label: 'Redémarrer', icon: 'RestartAlt', success: messages.restarted, tone: 'warning' },
  ];
}
