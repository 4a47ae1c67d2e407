/** The public knowledge base (/support/kb): its texts and its search. */
import { BRAND_NAME } from './brand';
import type { KbArticleSummary } from '@hexagone/schemas';

export const KB_PATH = '/support/kb';

/** A category's page of the knowledge base: its articles only. */
export const kbCategoryPath = (slug: string): string => `${KB_PATH}?${new URLSearchParams({ categorie: slug })}`;

export const kbTexts = {
  seo: {
    title: `Base de connaissances — ${BRAND_NAME}`,
    description: `Guides et réponses de l'équipe support ${BRAND_NAME} : hébergement, sécurité, IA, facturation et API.`,
    articleTitle: (title: string) => `${title} — Base de connaissances ${BRAND_NAME}`,
  },
  title: 'Base de connaissances',
  subtitle: 'Les réponses de nos ingénieurs aux questions que vous vous posez.',
  crumb: 'Base de connaissances',
  supportCrumb: 'Support',
  searchLabel: 'Rechercher dans la base de connaissances',
  searchPlaceholder: 'Ex. : nom de domaine, facture, clé API…',
  searchButton: 'Rechercher',
  categoriesTitle: 'Catégories',
  featuredTitle: 'Articles à la une',
  articlesTitle: 'Tous les articles',
  categoryTitle: (name: string) => `Articles de la catégorie « ${name} »`,
  allArticles: 'Voir tous les articles',
  resultsTitle: (query: string, count: number) => `${count} résultat${count > 1 ? 's' : ''} pour « ${query} »`,
  empty: 'Aucun article ne correspond à votre recherche.',
  noArticles: 'Aucun article publié pour le moment.',
  articleCount: (count: number) => `${count} article${count > 1 ? 's' : ''}`,
  views: (count: string) => `${count} vue${count === '1' ? '' : 's'}`,
  updatedOn: 'Mis à jour le',
  helpfulQuestion: 'Cet article vous a-t-il été utile ?',
  yes: 'Oui',
  no: 'Non',
  voteFailed: 'Votre avis n’a pas pu être enregistré, veuillez réessayer.',
  voted: (helpful: boolean) => (helpful ? 'Vous avez trouvé cet article utile. Merci pour votre avis !' : 'Vous avez indiqué que cet article ne vous a pas aidé. Merci pour votre avis !'),
  stillStuck: 'Vous ne trouvez pas votre réponse ?',
  openTicket: 'Ouvrir un ticket',
  back: 'Retour à la base de connaissances',
} as const;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The articles whose title, summary, category or tags hold every word of the query (accents and case aside). */
export function searchArticles(articles: readonly KbArticleSummary[], query: string): KbArticleSummary[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...articles];
  return articles.filter((article) => {
    const haystack = folded([article.title, article.summary, article.categoryName, ...article.tags].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
