/**
 * The groups of the back-office sidebar, in the order of spec 1 ("Admin area shell"). A
 * resource or a screen names its group and its place in it; the sidebar is derived
 * (navigation.ts), never written out by hand.
 */
import type { IconName } from './icons';

export const MENU_GROUPS = [
  { key: 'users', label: 'Utilisateurs', icon: 'People' },
  { key: 'blog', label: 'Blog', icon: 'Article' },
  { key: 'forum', label: 'Forum', icon: 'Forum' },
  { key: 'ai', label: 'Intelligence artificielle', icon: 'Psychology' },
  { key: 'billing', label: 'Facturation', icon: 'Payments' },
  { key: 'services', label: 'Services', icon: 'Dns' },
  { key: 'support', label: 'Support', icon: 'SupportAgent' },
  { key: 'analytics', label: 'Statistiques', icon: 'Insights' },
  { key: 'settings', label: 'Paramètres', icon: 'Settings' },
  { key: 'system', label: 'Système', icon: 'CleaningServices' },
] as const satisfies readonly { key: string; label: string; icon: IconName }[];

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];

/** Where a resource or a screen sits in the sidebar: its group, its label there, its rank in the group. */
export interface MenuPlacement {
  group: MenuGroupKey;
  label: string;
  order: number;
}
