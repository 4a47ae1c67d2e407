/**
 * The animated mock dashboard of the home page (spec 1 §9 "Timing and other"):
 * illustrative figures only, nothing here is measured.
 */
export const DASHBOARD_REFRESH_MS = 2000;

export type MetricKey = 'cpu' | 'memory' | 'storage' | 'network' | 'containers' | 'requests';

export interface MetricDef {
  key: MetricKey;
  label: string;
  unit: string;
  initial: number;
  /** Bounds of a metric that drifts up and down; none for the counter and the static figure. */
  range?: { min: number; max: number; step: number };
  /** Shown as a gauge (a percentage). */
  gauge?: boolean;
}

export const dashboardMetrics: readonly MetricDef[] = [
  { key: 'cpu', label: 'CPU', unit: '%', initial: 45, range: { min: 20, max: 100, step: 5 }, gauge: true },
  { key: 'memory', label: 'Mémoire', unit: '%', initial: 62, range: { min: 30, max: 100, step: 5 }, gauge: true },
  { key: 'storage', label: 'Stockage', unit: '%', initial: 38, range: { min: 20, max: 100, step: 3 }, gauge: true },
  { key: 'network', label: 'Réseau', unit: 'Mo/s', initial: 127, range: { min: 50, max: 999, step: 20 } },
  { key: 'containers', label: 'Conteneurs actifs', unit: '', initial: 12 },
  { key: 'requests', label: 'Requêtes IA', unit: '', initial: 1247 },
];

/** The request counter grows by 0 to this many per refresh. */
export const REQUESTS_MAX_GROWTH = 4;

export const dashboardContainers = [
  { name: 'web-frontend', status: 'En ligne', cpu: '12 %', ram: '256 Mo' },
  { name: 'api-gateway', status: 'En ligne', cpu: '8 %', ram: '512 Mo' },
  { name: 'agent-ia', status: 'En ligne', cpu: '34 %', ram: '2 Go' },
] as const;

export const dashboardActivity = [
  { text: 'Déploiement de web-frontend terminé', when: 'il y a 2 min' },
  { text: 'Menace bloquée par le Firewall IA', when: 'il y a 9 min' },
  { text: 'Sauvegarde automatique effectuée', when: 'il y a 15 min' },
] as const;

export const dashboardTexts = {
  title: 'Tableau de bord',
  live: 'En direct',
  containers: 'Conteneurs',
  activity: 'Activité récente',
  columns: { name: 'Nom', status: 'État', cpu: 'CPU', ram: 'RAM' },
  ariaLabel: "Aperçu animé du tableau de bord (valeurs d'exemple)",
};
