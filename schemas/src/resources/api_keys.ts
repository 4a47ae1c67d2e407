import cidrRegex from 'cidr-regex';
import ipRegex from 'ip-regex';
import { holdsRights, withPermission, type Caller } from '../access';
import { notBeforeToday } from '../dates';
import { defineResource } from '../resource';
import { SETTINGS_BREADCRUMB } from './settings';

/** Spec 3 §6: what a key may do, grouped in the form by the categories of the spec. */
export const API_KEY_PERMISSIONS = [
  { value: 'read:users', label: 'Lecture des utilisateurs', group: 'users' },
  { value: 'write:users', label: 'Écriture des utilisateurs', group: 'users' },
  { value: 'read:content', label: 'Lecture du contenu', group: 'content' },
  { value: 'write:content', label: 'Écriture du contenu', group: 'content' },
  { value: 'read:analytics', label: 'Lecture des statistiques', group: 'analytics' },
  { value: 'read:billing', label: 'Lecture de la facturation', group: 'billing' },
  { value: 'write:billing', label: 'Écriture de la facturation', group: 'billing' },
  { value: 'admin', label: 'Administration complète', group: 'admin' },
] as const;

export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number]['value'];

export const API_KEY_PERMISSION_GROUPS = { users: 'Utilisateurs', content: 'Contenu', analytics: 'Analytics', billing: 'Facturation', admin: 'Admin' } as const;

/** The permission that makes a key an administrator's. */
export const API_KEY_ADMIN: ApiKeyPermission = 'admin';

/**
 * The team permissions (access.ts) each key permission stands for: a `read:` one only on reads
 * (GET), a `write:` one on every method. A key reaches what a team member holding them would.
 */
export const API_KEY_TEAM_PERMISSIONS: Readonly<Record<Exclude<ApiKeyPermission, 'admin'>, readonly string[]>> = {
  'read:users': ['users.manage'],
  'write:users': ['users.manage'],
  'read:content': ['content.edit'],
  'write:content': ['content.edit', 'content.publish'],
  'read:analytics': ['analytics.view'],
  'read:billing': ['billing.view'],
  'write:billing': ['billing.view', 'billing.manage'],
};

export const RATE_WINDOWS = [
  { value: 'minute', label: 'minute' },
  { value: 'hour', label: 'heure' },
  { value: 'day', label: 'jour' },
] as const;

export type RateWindow = (typeof RATE_WINDOWS)[number]['value'];

export const RATE_WINDOW_MS: Readonly<Record<RateWindow, number>> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** Spec 3 §9: 1000 requests per hour by default; the preview keeps 10 characters. */
export const API_KEY_DEFAULTS = { rate_limit: 1000, rate_window: 'hour' as RateWindow, previewLength: 10 } as const;

/**
 * A key reads `hx_live_` + 32 random base62 characters + a 6-character base62 CRC-32 of them:
 * the fixed prefix lets secret scanners spot a leaked key, the checksum lets them (and the
 * server, before any lookup) tell a real key from a look-alike.
 */
export const API_KEY_PREFIX = 'hx_live_';
export const API_KEY_PATTERN = /^hx_live_[0-9A-Za-z]{32}[0-9A-Za-z]{6}$/;

export const API_KEY_MESSAGES = {
  expiresInPast: "La date d'expiration ne peut pas être antérieure à aujourd'hui",
  invalidIp: (value: string) => `Adresse IP ou plage invalide : ${value}`,
  deleteConfirm: (name: string) => `Êtes-vous sûr de vouloir supprimer la clé "${name}" ?`,
  // The old key keeps working for the rotation's overlap: the dialog after it says until when (issue 37 §5).
  rotateConfirm: (name: string) =>
    `Êtes-vous sûr de vouloir régénérer la clé "${name}" ? L'ancienne clé restera valable pendant la période de transition, jusqu'à l'heure indiquée après la régénération, puis cessera de fonctionner.`,
  shownOnce: 'Copiez cette clé maintenant : elle ne sera plus jamais affichée.',
  masked: 'Masquée',
  never: 'Jamais',
  invalidKey: 'Clé API invalide ou révoquée',
  expired: 'Cette clé API a expiré',
  ipRefused: "Cette clé API n'est pas autorisée depuis cette adresse IP",
  rateLimited: (seconds: number) => `Limite de requêtes atteinte pour cette clé API : réessayez dans ${seconds} s`,
  readOnly: 'Cette clé API est en lecture seule : elle ne modifie rien',
  ownerInactive: 'Le compte de cette clé API est désactivé ou supprimé : la clé ne fonctionne plus',
  adminOnly: 'Seul un administrateur peut donner à une clé la permission « Administration complète »',
  cannotGrant: (label: string) => `Vous ne pouvez pas donner à une clé la permission « ${label} » : elle dépasse vos propres droits`,
  cannotManage: (name: string) => `La clé « ${name} » porte des droits que vous n'avez pas : seul un membre qui les détient peut la modifier ou la régénérer`,
} as const;

/**
 * A key whose permissions are all `read:` ones was made to read: it changes nothing, its
 * account's instances included (a key with no permission is its account's own, as on the /api page).
 */
export const readOnlyKey = (permissions: readonly unknown[]): boolean => permissions.length > 0 && permissions.every((permission) => String(permission).startsWith('read:'));

const permissionLabel = (value: string) => API_KEY_PERMISSIONS.find((permission) => permission.value === value)?.label ?? value;

/**
 * Whether the caller holds every right a key permission stands for (GitHub's fine-grained tokens,
 * Stripe's restricted keys: a key never exceeds its maker). `admin` is an administrator's alone.
 */
export const holdsKeyPermission = (caller: Caller, permission: string): boolean =>
  holdsRights(caller, API_KEY_TEAM_PERMISSIONS[permission as Exclude<ApiKeyPermission, 'admin'>]);

/**
 * What a caller may not put on a key: a permission whose rights they lack (the same rule as a
 * role or permission given to a member, team.ts's grantRefusal). Answers the first refusal, or undefined.
 */
export function keyGrantRefusal(caller: Caller, permissions: readonly unknown[]): string | undefined {
  const lacking = permissions.map(String).find((permission) => !holdsKeyPermission(caller, permission));
  if (lacking === undefined) return undefined;
  return lacking === API_KEY_ADMIN ? API_KEY_MESSAGES.adminOnly : API_KEY_MESSAGES.cannotGrant(permissionLabel(lacking));
}

/**
 * An address (`203.0.113.7`, `2001:db8::1`) or a range in CIDR notation (`10.0.0.0/8`), in their
 * standard forms only. ip-regex and cidr-regex (2 kB together) rather than ipaddr.js (the server's
 * matcher, 13 kB): this rule is in every back-office first load, and ipaddr.js parses whatever it accepts.
 */
const ADDRESS = ipRegex({ exact: true });
const RANGE = cidrRegex({ exact: true });
export const isIpOrRange = (value: string): boolean => (value.includes('/') ? RANGE : ADDRESS).test(value);

/** The allowed addresses as typed, one per line: blank lines dropped, spaces trimmed. */
export const ipLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** A key's usage statistics (GET /api/webmaster/api-keys/{id}/usage), computed from its request log. */
export interface ApiKeyUsage {
  total_requests: number;
  requests_today: number;
  /** Percent of the answers below 400, one decimal. */
  success_rate: number;
  /** Milliseconds, one decimal. */
  avg_response_time: number;
  /** The most requested routes (their pattern), each with its own share of answers below 400. */
  top_endpoints: { path: string; method: string; requests: number; success_rate: number }[];
  response_codes: Record<string, number>;
}

/** Who manages keys and webhooks: administrators and holders of api.manage (spec 3 §6). */
export const API_MANAGE = withPermission('api.manage');

/**
 * The API keys of spec 3 (§2, §3, §5, §7): only a hash of the key is stored, with its first
 * 10 characters; the key itself is answered once, on create and on rotate (api/src/api-keys/).
 */
export const apiKeys = defineResource({
  name: 'api_keys',
  label: 'Clés API',
  singular: 'Clé API',
  description: "Clés d'accès à l'API publique",
  icon: 'Key',
  noun: 'une clé API',
  route: 'settings/api/keys',
  breadcrumb: [...SETTINGS_BREADCRUMB, { label: 'Clés API' }],
  list: { perPage: 25, sort: { field: 'created_at', order: 'DESC' } },
  access: { default: API_MANAGE },
  operations: { export: false },
  hooks: ['api-keys/api-keys.service'],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100, list: true, sortable: true, searchable: true },
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 1000, rows: 2 },
    { name: 'permissions', label: 'Permissions', type: 'multiselect', default: [], options: API_KEY_PERMISSIONS, optionGroups: API_KEY_PERMISSION_GROUPS, list: true },
    { name: 'rate_limit', label: 'Limite de requêtes', type: 'number', required: true, min: 1, max: 1_000_000, step: 1, format: 'integer', default: API_KEY_DEFAULTS.rate_limit, list: true },
    { name: 'rate_window', label: 'Fenêtre', type: 'select', required: true, options: RATE_WINDOWS, default: API_KEY_DEFAULTS.rate_window },
    { name: 'expires_at', label: "Date d'expiration", type: 'date', validate: notBeforeToday(API_KEY_MESSAGES.expiresInPast), list: true, sortable: true },
    {
      name: 'allowed_ips',
      label: 'Adresses IP autorisées',
      type: 'tags',
      default: [],
      maxItems: 100,
      helperText: 'Une adresse ou plage (CIDR) par ligne ; vide : toutes',
      validate: (value) => {
        const wrong = Array.isArray(value) ? (value as unknown[]).find((ip) => typeof ip !== 'string' || !isIpOrRange(ip)) : undefined;
        return wrong === undefined ? undefined : API_KEY_MESSAGES.invalidIp(String(wrong));
      },
    },
    // The public API's documented limits, raised for an Enterprise key on request (api/src/api-keys/api-key-limits.ts).
    { name: 'burst_limit', label: 'Rafale maximale (Enterprise)', type: 'number', min: 1, max: 100_000_000, step: 1, format: 'integer', helperText: 'Vide : 1 000 requêtes en rafale (100 par seconde)' },
    { name: 'hourly_limit', label: 'Requêtes par heure (Enterprise)', type: 'number', min: 1, max: 100_000_000, step: 1, format: 'integer', helperText: 'Vide : 100 000 requêtes par heure' },
    // Given by the server (api/src/api-keys/api-key-secret.ts), answered in full once.
    { name: 'key', label: 'Clé', type: 'text', secret: 'preview', previewLength: API_KEY_DEFAULTS.previewLength, readOnly: true },
    { name: 'last_used', label: 'Dernière utilisation', type: 'datetime-local', readOnly: true, list: true, sortable: true },
    // The account the key acts for: who created it.
    { name: 'user_id', label: 'Compte', type: 'reference', readOnly: true, reference: { resource: 'users', labelFields: ['name', 'email'] } },
    { name: 'created_at', label: 'Créée le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
});
