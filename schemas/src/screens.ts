/**
 * The back-office screens that are not a collection (the dashboard, monitoring, analytics,
 * settings tabs, team, API keys, audit logs, cleanup, chat, knowledge base), declared here
 * once. A collection's own screen is declared by its resource (`menu`).
 */
import { withPermission, type AccessRule } from './access';
import { TEAM_MANAGER_PERMISSION } from './team';
import { SETTINGS_READ } from './resources/settings';
import { SUPPORT_READ } from './support';
import { KB_PATH } from './support-kb';
import { CHAT_PATH } from './support-chat';
import { API_MANAGE } from './resources/api_keys';
import type { IconName } from './icons';
import type { MenuPlacement } from './menu';

export interface ScreenDef {
  /** Path under /webmaster ('' is the dashboard). */
  path: string;
  /** Where it sits in the sidebar. */
  menu: MenuPlacement;
  icon?: IconName;
  /** Who the sidebar shows it to (default: administrators only); its API enforces the same. */
  access?: AccessRule;
}

/** The index route: spec 1 and 2 name it 'Dashboard' (title and first breadcrumb item). */
export const DASHBOARD_SCREEN = { path: '', label: 'Dashboard', icon: 'Dashboard' } as const satisfies { path: string; label: string; icon: IconName };

export const SCREENS: readonly ScreenDef[] = [
  { path: 'services/monitoring', menu: { group: 'services', label: 'Supervision', order: 30 }, icon: 'MonitorHeart' },
  { path: CHAT_PATH, menu: { group: 'support', label: 'Chat en direct', order: 20 }, icon: 'Chat', access: SUPPORT_READ },
  { path: KB_PATH, menu: { group: 'support', label: 'Base de connaissances', order: 30 }, icon: 'MenuBook', access: SUPPORT_READ },
  { path: 'analytics', menu: { group: 'analytics', label: "Vue d'ensemble", order: 10 }, icon: 'Insights' },
  { path: 'analytics/reports', menu: { group: 'analytics', label: 'Rapports', order: 20 }, icon: 'Assessment' },
  { path: 'settings', menu: { group: 'settings', label: 'Général', order: 10 }, icon: 'Settings', access: SETTINGS_READ },
  { path: 'settings/team', menu: { group: 'settings', label: 'Équipe', order: 20 }, icon: 'Groups', access: withPermission(TEAM_MANAGER_PERMISSION) },
  { path: 'settings/api', menu: { group: 'settings', label: 'Clés API', order: 30 }, icon: 'Key', access: API_MANAGE },
  { path: 'settings/logs', menu: { group: 'settings', label: "Journal d'audit", order: 40 }, icon: 'History' },
  { path: 'system/cleanup', menu: { group: 'system', label: 'Nettoyage', order: 10 }, icon: 'CleaningServices' },
];
