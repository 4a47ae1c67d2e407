/**
 * Audience measurement and reports (spec 3 §2, §3, §7-§9; issue 27): the periods, the traffic
 * sources with their French labels, the goals counted as conversions, the main path of the
 * site read as a funnel, and the shapes the API answers. Shared by the API, the back-office
 * and the tests, so a label or a constant appears once.
 */
import { withPermission } from './access';

/** Spec 3 §9: analytics periods, 7 days by default. */
export const ANALYTICS_PERIODS = [
  { value: '24h', label: '24 h', days: 1 },
  { value: '7d', label: '7 jours', days: 7 },
  { value: '30d', label: '30 jours', days: 30 },
  { value: '90d', label: '90 jours', days: 90 },
  { value: '1y', label: '1 an', days: 365 },
] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]['value'];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '7d';
export const ANALYTICS_PERIOD_MESSAGE = 'Période inconnue : 24h, 7d, 30d, 90d ou 1y';

/** Real-time visitors: those seen in the last 5 minutes, refreshed every 30 s (spec 3 §4, §9). */
export const REALTIME_WINDOW_MS = 5 * 60_000;
export const REALTIME_REFRESH_MS = 30_000;
/** Geography top 10 (spec 3 §9); top pages and browsers shown likewise. */
export const GEOGRAPHY_TOP = 10;
export const TOP_PAGES = 10;
export const TOP_BROWSERS = 5;
/** A visit ends after 30 minutes without any event from its visitor. */
export const SESSION_GAP_MS = 30 * 60_000;
/** Raw events are kept 25 months at most (CNIL conditions for consent-free measurement). */
export const RAW_EVENTS_KEEP_MONTHS = 25;

/** Traffic sources (spec 3 §2, « Email » written as it writes it), in the order the screen shows them. */
export const TRAFFIC_SOURCES = [
  { value: 'direct', label: 'Direct' },
  { value: 'organic', label: 'Organique' },
  { value: 'social', label: 'Réseaux sociaux' },
  { value: 'referral', label: 'Référence' },
  { value: 'email', label: 'Email' },
  { value: 'paid', label: 'Payant' },
] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number]['value'];

export const DEVICE_TYPES = [
  { value: 'desktop', label: 'Ordinateur' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'tablet', label: 'Tablette' },
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number]['value'];

/** What is shown when a browser or a country cannot be told. */
export const UNKNOWN_LABEL = 'Inconnu';
/** The country code of a visitor whose country cannot be told (ISO 3166 user-assigned). */
export const UNKNOWN_COUNTRY = 'ZZ';

/**
 * The goals counted as conversions: most reached by one public call (`via: 'call'`, counted by
 * the server when it succeeds), the estimator's quote request told by the site's beacon with
 * the monthly estimate as its value (`via: 'beacon'`).
 */
export const ANALYTICS_GOALS = [
  { value: 'contact', label: 'Message de contact envoyé', via: 'call' },
  { value: 'newsletter', label: "Inscription à la lettre d'information", via: 'call' },
  { value: 'ticket', label: 'Ticket de support ouvert', via: 'call' },
  { value: 'chat', label: 'Discussion ouverte', via: 'call' },
  { value: 'account', label: 'Compte créé', via: 'call' },
  { value: 'estimate', label: "Devis demandé depuis l'estimateur", via: 'beacon' },
] as const;
/** The goals the beacon may tell (the others are counted by the server only). */
export const BEACON_GOALS = ANALYTICS_GOALS.filter((goal) => goal.via === 'beacon').map((goal) => goal.value);
/** A conversion's value: euros, to the cent, at most this much. */
export const CONVERSION_VALUE_MAX = 1_000_000;
export const CONVERSION_VALUE_MESSAGE = 'Valeur de conversion invalide : un montant en euros de 0 à 1 000 000, au centime près';
export type AnalyticsGoal = (typeof ANALYTICS_GOALS)[number]['value'];

/**
 * The site's main path as a funnel: each step counts the visitors of a day who reached it
 * after the steps before it. A step is met by a page (`paths`, a prefix ending in '/' covers
 * the pages under it) or by a goal.
 */
export const FUNNEL_STEPS = [
  { label: 'Accueil', paths: ['/'] },
  { label: 'Tarifs ou produit', paths: ['/pricing', '/products/'] },
  { label: 'Contact', paths: ['/contact'] },
  { label: 'Message envoyé', goal: 'contact' },
] as const satisfies readonly { label: string; paths?: readonly string[]; goal?: AnalyticsGoal }[];

/** Who reads the statistics and works on reports: administrators and members holding analytics.view. */
export const ANALYTICS_ACCESS = withPermission('analytics.view');

/** Spec 3 §3: the figures of the metric cards. */
export interface AnalyticsMetrics {
  users: { total: number; active: number; new: number; growth: number };
  revenue: { total: number; monthly: number; mrr: number; growth: number };
  conversions: { rate: number; total: number; value: number; growth: number; valueNote: string };
  visitors: { realtime: number; today: number; unique: number; growth: number };
}
export type AnalyticsTraffic = Record<TrafficSource, number>;
export interface GeographyRow {
  code: string;
  name: string;
  visitors: number;
  sessions: number;
  /** Percent of visits that saw one page only, one decimal. */
  bounceRate: number;
  /** Seconds. */
  avgDuration: number;
}
export interface TopPage {
  title: string;
  url: string;
  views: number;
  percentage: number;
}
export interface AnalyticsDevices {
  desktop: number;
  mobile: number;
  tablet: number;
  browsers: { name: string; percentage: number }[];
}
export interface FunnelStep {
  label: string;
  visitors: number;
}

/**
 * Conversion value: what the goals told with a value (the estimator's quotes) bring; paid
 * invoices cannot be tied to a visitor without an identifier we refuse to keep.
 */
export const CONVERSION_VALUE_NOTE =
  "Valeur des devis demandés depuis l'estimateur ; celle des factures payées est non attribuable : la mesure d'audience ne garde aucun identifiant qui relierait une facture à une visite.";

/** The French reading of a large number: 1 234 → 1,2 K; 2 500 000 → 2,5 M. */
export function shortNumber(value: number): string {
  const format = (n: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(n);
  if (Math.abs(value) >= 1_000_000) return `${format(value / 1_000_000)} M`;
  if (Math.abs(value) >= 1_000) return `${format(value / 1_000)} K`;
  return format(value);
}
