/** The words of the public blog (its posts are written in the back-office, spec 2 §3). */
import { BRAND_NAME } from './brand';

export const BLOG_PATH = '/blog';

/** Posts per page of the blog's list. */
export const BLOG_PAGE_SIZE = 9;

export const blogTexts = {
  seo: {
    title: `Blog | ${BRAND_NAME}`,
    description: `Actualités, guides techniques et retours d'expérience de l'équipe ${BRAND_NAME} sur l'infrastructure souveraine, l'IA et le cloud.`,
    pageTitle: (page: number) => `Blog, page ${page} | ${BRAND_NAME}`,
  },
  title: 'Blog',
  subtitle: `Actualités, guides et retours d'expérience de l'équipe ${BRAND_NAME}.`,
  crumb: 'Blog',
  postsTitle: 'Derniers articles',
  empty: 'Aucun article publié pour le moment. Revenez bientôt !',
  readMore: 'Lire l’article',
  by: 'Par',
  publishedOn: 'Publié le',
  pager: {
    label: 'Pagination des articles',
    previous: 'Articles plus récents',
    next: 'Articles plus anciens',
    status: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    goTo: (page: number) => `Page ${page}`,
  },
};

export const postTexts = {
  seoTitle: (title: string) => `${title} | Blog ${BRAND_NAME}`,
  /** Without a written description or excerpt, the title leads one drawn from the text. */
  seoDescription: (title: string, text: string) => `${title} (blog ${BRAND_NAME}) : ${text}`,
  back: 'Retour au blog',
  tags: 'Étiquettes',
  commentsTitle: 'Commentaires',
  noComments: 'Aucun commentaire pour le moment.',
  commentedOn: 'le',
};
