/** The words of the public forum (spec 1 §2 "FORUM", §4 "Forum list"). */
import type { FORUM_CATEGORY_ICONS } from '@hexagone/schemas';
import { BRAND_NAME } from './brand';
import type { IconName } from './icons';
import { links } from './navigation';

export const FORUM_SORTS = ['recent', 'popular', 'replies'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];

/** The 'Tous' entry of the category filter (spec 1 §3: forum category ids start with all). */
export const ALL_CATEGORIES = 'all';

/** Topics per page of the forum's list. */
export const FORUM_PAGE_SIZE = 10;

/** Tags shown in the 'Tags populaires' box. */
export const FORUM_POPULAR_TAGS = 12;

export const forumTexts = {
  seo: {
    title: `Forum communautaire | ${BRAND_NAME}`,
    description: `Le forum de la communauté ${BRAND_NAME} : questions d'installation, dépannage, retours d'expérience et annonces de l'équipe.`,
  },
  title: 'Forum communautaire',
  subtitle: `Posez vos questions, partagez vos retours d'expérience et suivez les annonces de l'équipe ${BRAND_NAME}.`,
  crumb: 'Forum',
  newTopic: { label: 'Nouveau sujet', href: links.login.href },
  statsLabel: 'Le forum en chiffres',
  stats: { members: 'Membres', topics: 'Sujets', replies: 'Réponses', solutions: 'Solutions' },
  categoriesTitle: 'Catégories',
  allCategories: 'Tous',
  searchLabel: 'Rechercher dans le forum',
  searchPlaceholder: 'Rechercher un sujet ou un tag...',
  searchSubmit: 'Rechercher',
  sortLabel: 'Trier par',
  sorts: { recent: 'Plus récents', popular: 'Plus populaires', replies: 'Plus de réponses' } satisfies Record<ForumSort, string>,
  topicsTitle: 'Sujets',
  count: (count: number) => (count === 0 ? 'Aucun sujet' : count === 1 ? '1 sujet' : `${count.toLocaleString('fr-FR')} sujets`),
  empty: 'Aucun sujet ne correspond à votre recherche.',
  emptyForum: 'Aucun sujet pour le moment : la communauté attend votre première question !',
  clearFilters: 'Effacer les filtres',
  tagsTitle: 'Tags populaires',
  tagSearch: (tag: string) => `Rechercher le tag ${tag}`,
  badges: { pinned: 'Épinglé', solved: 'Résolu', locked: 'Verrouillé' },
  replies: (count: number) => (count <= 1 ? `${count} réponse` : `${count.toLocaleString('fr-FR')} réponses`),
  views: (count: number) => (count <= 1 ? `${count} vue` : `${count.toLocaleString('fr-FR')} vues`),
  by: 'par',
  lastActivity: 'Dernière activité',
  in: 'dans',
  pager: {
    label: 'Pagination des sujets',
    previous: 'Précédent',
    next: 'Suivant',
    status: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    goTo: (page: number) => `Page ${page}`,
  },
};

export const topicTexts = {
  seoTitle: (title: string) => `${title} | Forum ${BRAND_NAME}`,
  /** The topic's title and category lead its description, so that no two topics share one. */
  seoDescription: (title: string, category: string, text: string) => `${title} (${category}, forum ${BRAND_NAME}) : ${text}`,
  back: 'Retour au forum',
  postedBy: 'Publié par',
  on: 'le',
  repliesTitle: 'Réponses',
  noReplies: 'Aucune réponse pour le moment.',
  solution: 'Solution',
  reply: { label: 'Répondre', href: links.login.href },
  replyHint: 'Connectez-vous pour participer à la discussion.',
  locked: "Ce sujet est verrouillé : il n'accepte plus de nouvelles réponses.",
  tags: 'Étiquettes',
};

/** The site's drawing of each icon a forum category may choose in the back-office. */
export const FORUM_CATEGORY_ICON: Record<(typeof FORUM_CATEGORY_ICONS)[number]['value'], IconName> = {
  Forum: 'message',
  InstallDesktop: 'download',
  Build: 'lifeBuoy',
  AutoAwesome: 'sparkles',
  EmojiEvents: 'award',
  Campaign: 'flag',
  Help: 'helpCircle',
  Security: 'shield',
  Code: 'code',
  Lightbulb: 'lightbulb',
};

/** The icon of a category without a known one, and of 'Tous'. */
export const DEFAULT_CATEGORY_ICON: IconName = 'message';
export const ALL_CATEGORIES_ICON: IconName = 'layers';
