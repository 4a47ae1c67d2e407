/**
 * The status page (spec 1 §2 "STATUS", §9 "Status page"): services, regions, 30-day figures
 * and incidents. Illustrative figures, as of STATUS_AS_OF; the page does not measure anything.
 */
import { BRAND_NAME, OS_NAME } from './brand';
import { links } from './navigation';

export const statusSeo = {
  title: `Statut des services | ${BRAND_NAME}`,
  description: `État des services et des régions ${BRAND_NAME}, disponibilité sur 30 jours, incidents récents et abonnement aux notifications.`,
};

export const historySeo = {
  title: `Historique des incidents sur 90 jours | ${BRAND_NAME}`,
  description: `Tous les incidents et maintenances des 90 derniers jours sur les services ${BRAND_NAME}, avec leur durée et leur résolution.`,
};

/** The moment the figures below describe. */
export const STATUS_AS_OF = '2026-11-15T08:00:00Z';

/** Days of incidents on the status page and in its history. */
export const RECENT_DAYS = 30;
export const HISTORY_DAYS = 90;

export interface ServiceStatus {
  name: string;
  status: string;
  /** Percent over the last 30 days. */
  uptime: number;
  /** Milliseconds. */
  responseTime: number;
  /** Incidents over the last 30 days. */
  incidents: number;
}

export const services: readonly ServiceStatus[] = [
  { name: OS_NAME, status: 'operational', uptime: 99.99, responseTime: 24, incidents: 0 },
  { name: 'Agent IA', status: 'operational', uptime: 99.97, responseTime: 41, incidents: 1 },
  { name: 'Cluster AI', status: 'operational', uptime: 99.95, responseTime: 52, incidents: 1 },
  { name: 'Firewall IA', status: 'operational', uptime: 99.99, responseTime: 18, incidents: 0 },
  { name: 'Blockchain', status: 'operational', uptime: 99.98, responseTime: 45, incidents: 0 },
  { name: 'Hosting HA', status: 'operational', uptime: 99.99, responseTime: 48, incidents: 1 },
];

export interface Region {
  name: string;
  code: string;
  status: string;
}

export const regions: readonly Region[] = [
  { name: 'Europe Ouest (Paris)', code: 'eu-west-1', status: 'operational' },
  { name: 'Europe Centre (Francfort)', code: 'eu-central-1', status: 'operational' },
  { name: 'États-Unis Est (Virginie)', code: 'us-east-1', status: 'operational' },
  { name: 'États-Unis Ouest (Californie)', code: 'us-west-1', status: 'operational' },
  { name: 'Asie-Pacifique (Singapour)', code: 'ap-southeast-1', status: 'operational' },
  { name: 'Asie-Pacifique (Tokyo)', code: 'ap-northeast-1', status: 'operational' },
];

export type MetricFormat = 'percent' | 'ms' | 'count' | 'minutes';

export interface Metric {
  label: string;
  value: number;
  format: MetricFormat;
  hint: string;
}

/** The 30-day figures of spec 1 §9. */
export const metrics: readonly Metric[] = [
  { label: 'SLA garanti', value: 99.9, format: 'percent', hint: 'Engagement contractuel de disponibilité' },
  { label: 'Disponibilité (30 jours)', value: 99.98, format: 'percent', hint: 'Mesurée sur tous les services' },
  { label: 'Latence moyenne', value: 38, format: 'ms', hint: 'Temps de réponse des API' },
  { label: 'Incidents (30 jours)', value: 3, format: 'count', hint: 'Maintenances comprises' },
  { label: 'Résolution moyenne', value: 12, format: 'minutes', hint: 'Hors maintenances planifiées' },
];

export interface Incident {
  id: string;
  /** When it started (ISO). */
  date: string;
  service: string;
  /** partial, maintenance, minor or major. */
  type: string;
  /** Minutes until resolution. */
  duration: number;
  description: string;
  resolved: boolean;
}

/** Newest first; the status page shows the last 30 days, the history the last 90. */
export const incidents: readonly Incident[] = [
  {
    id: 'inc-2026-11-09',
    date: '2026-11-09T13:12:00Z',
    service: 'Cluster AI',
    type: 'partial',
    duration: 15,
    description: 'Temps de réponse dégradés sur une partie des nœuds GPU A100 de la région eu-west-1. Charge rééquilibrée sur les nœuds sains.',
    resolved: true,
  },
  {
    id: 'inc-2026-10-28',
    date: '2026-10-28T02:00:00Z',
    service: 'Hosting HA',
    type: 'maintenance',
    duration: 45,
    description: 'Maintenance planifiée : mise à jour des hyperviseurs, sans interruption de service grâce à la bascule automatique.',
    resolved: true,
  },
  {
    id: 'inc-2026-10-21',
    date: '2026-10-21T08:30:00Z',
    service: 'Agent IA',
    type: 'minor',
    duration: 9,
    description: 'Retard de traitement de certaines tâches planifiées, rattrapé automatiquement sans perte de données.',
    resolved: true,
  },
  {
    id: 'inc-2026-10-02',
    date: '2026-10-02T15:40:00Z',
    service: 'Firewall IA',
    type: 'major',
    duration: 34,
    description: 'Blocages injustifiés de requêtes légitimes après une mise à jour des règles de détection. Retour à la version précédente des règles.',
    resolved: true,
  },
  {
    id: 'inc-2026-09-18',
    date: '2026-09-18T01:00:00Z',
    service: 'Blockchain',
    type: 'maintenance',
    duration: 90,
    description: 'Maintenance planifiée : mise à niveau des nœuds validateurs vers la nouvelle version du protocole.',
    resolved: true,
  },
  {
    id: 'inc-2026-08-27',
    date: '2026-08-27T10:05:00Z',
    service: OS_NAME,
    type: 'minor',
    duration: 12,
    description: "Téléchargements lents depuis le registre d'images de la région us-east-1.",
    resolved: true,
  },
];

export const statusPage = {
  hero: {
    title: 'Statut des services',
    subtitle: `Disponibilité des services et des régions ${BRAND_NAME}, incidents récents et abonnement aux alertes.`,
    crumb: 'Statut',
  },
  asOf: 'Données au',
  banner: {
    allOperational: 'Tous les systèmes sont opérationnels',
    degraded: 'Certains services rencontrent des perturbations',
  },
  servicesTitle: 'Services',
  serviceLabels: { uptime: 'Disponibilité', responseTime: 'Temps de réponse', incidents: 'Incidents (30 j)' },
  regionsTitle: 'Régions',
  metricsTitle: 'Indicateurs sur 30 jours',
  incidentsTitle: 'Incidents récents',
  noIncident: 'Aucun incident sur cette période.',
  incidentLabels: { duration: 'Durée', resolved: 'Résolu', ongoing: 'En cours' },
  history: { href: '/status/history', label: 'Historique sur 90 jours' },
  rss: { href: '/status/rss.xml', label: 'Flux RSS' },
  subscribe: {
    title: 'Être prévenu des incidents',
    text: 'Choisissez vos canaux : nous vous prévenons dès le début d’un incident et à sa résolution.',
  },
};

export const historyPage = {
  hero: {
    title: 'Historique des incidents',
    subtitle: 'Incidents et maintenances des 90 derniers jours, du plus récent au plus ancien.',
    crumbs: [{ label: 'Statut', href: links.status.href }, { label: 'Historique' }],
  },
  listTitle: 'Incidents des 90 derniers jours',
  back: { href: links.status.href, label: 'Retour au statut des services' },
};

/** The RSS feed of the incidents (status/rss.xml). */
export const statusFeed = {
  title: `Incidents ${BRAND_NAME}`,
  description: `Incidents et maintenances des services ${BRAND_NAME} sur les 90 derniers jours.`,
};

/** The notification choices of the status page (spec 1 §2: email checked by default). */
export const notificationForm = {
  legend: 'Canaux de notification',
  defaultChannels: ['email'] as const,
  email: 'Adresse e-mail',
  emailHint: 'Pour vous écrire, et pour configurer les autres canaux avec vous.',
  placeholder: 'vous@entreprise.fr',
  submit: "S'abonner aux notifications",
  submitting: 'Inscription en cours...',
  noChannel: 'Choisissez au moins un canal de notification.',
  failed: "L'inscription n'a pas pu être enregistrée.",
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  done: (email: string, channels: string) => `Abonnement enregistré pour ${email} : ${channels}.`,
  followUp: 'Nous vous écrirons pour configurer les canaux autres que l’e-mail (numéro, adresse du webhook, espace Slack).',
};
