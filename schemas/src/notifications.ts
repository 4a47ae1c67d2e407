/**
 * What the header's bell counts (issue 10): each source is a collection and the filter of its
 * records awaiting someone, with the words of its line in the bell's list. A new kind of
 * alert (chats, monitoring alerts) is one more line here; a source whose collection is not
 * registered yet is skipped. The link opens the list already filtered (list-address.ts form).
 */
import type { Scalar } from './fields';
import type { IconName } from './icons';

export interface NotificationSource {
  /** The registered collection counted. */
  resource: string;
  /** The records awaiting someone. */
  filter: Readonly<Record<string, Scalar>>;
  /** The line of the bell's list for `count` records ("3 nouveaux messages de contact"). */
  label: (count: number) => string;
  icon: IconName;
}

/** "1 ticket ouvert", "2 tickets ouverts": the French plural of a count. */
export const countOf = (count: number, one: string, many: string) => `${count.toLocaleString('fr-FR')} ${count > 1 ? many : one}`;

export const NOTIFICATION_SOURCES: readonly NotificationSource[] = [
  {
    resource: 'contact_messages',
    filter: { status: 'new' },
    label: (n) => countOf(n, 'nouveau message de contact', 'nouveaux messages de contact'),
    icon: 'ContactMail',
  },
  {
    resource: 'blog_comments',
    filter: { status: 'pending' },
    label: (n) => countOf(n, 'commentaire en attente de modération', 'commentaires en attente de modération'),
    icon: 'Comment',
  },
  {
    resource: 'forum_reports',
    filter: { status: 'pending' },
    label: (n) => countOf(n, 'signalement du forum à traiter', 'signalements du forum à traiter'),
    icon: 'Flag',
  },
  {
    resource: 'support_tickets',
    filter: { status: 'open' },
    label: (n) => countOf(n, 'ticket de support ouvert', 'tickets de support ouverts'),
    icon: 'SupportAgent',
  },
];

/** One line of the bell: what is waiting, how many, and where to see them. */
export interface NotificationItem {
  resource: string;
  count: number;
  label: string;
  icon: IconName;
  /** Address under /webmaster, with the filter in the query. */
  path: string;
}

export interface NotificationsAnswer {
  total: number;
  items: NotificationItem[];
}

/** One record found by the header's search. */
export interface SearchHit {
  id: string;
  label: string;
  detail?: string;
}

export interface SearchGroup {
  resource: string;
  /** The collection's label ("Utilisateurs"). */
  label: string;
  /** Its list's path under /webmaster; a hit opens at `${route}/${id}/show`. */
  route: string;
  hits: SearchHit[];
}

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_HITS_PER_COLLECTION = 5;
