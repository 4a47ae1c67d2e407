/** The knowledge base's screen (spec 3 §2: tabs Articles, FAQ, Catégories), its texts and its public addresses. */
import type { TabDef } from './resource';

export const KB_PATH = 'support/kb';
export const KB_BREADCRUMB = [{ label: 'Support' }, { label: 'Base de connaissances' }] as const;
export const kbTab = (label: string): TabDef => ({ path: KB_PATH, label });

export const KB_MESSAGES = {
  categoryNotEmpty: 'Cette catégorie contient du contenu et ne peut pas être supprimée',
  alreadyVoted: 'Vous avez déjà donné votre avis sur cet article',
  voted: 'Merci pour votre avis !',
  articleNotFound: 'Article introuvable',
  voteFlood: 'Trop de votes envoyés depuis votre connexion, veuillez réessayer plus tard.',
} as const;

/** Votes one address may send per hour (a visitor votes once per article; this bounds a script). */
export const KB_VOTE_LIMIT = { limit: 30, windowMs: 3_600_000 } as const;

/** Votes on one article from one address in a day, whatever the browsers (an office, a family share an address). */
export const KB_VOTE_ADDRESS_LIMIT = { limit: 5, windowMs: 86_400_000 } as const;

/** The public knowledge base, and one article's page (the back-office's preview opens it). */
export const KB_PUBLIC_PATH = '/support/kb';
export const kbArticlePath = (slug: string) => `${KB_PUBLIC_PATH}/${encodeURIComponent(slug)}`;
