/** The French messages of the blog's own checks (a reference must point at a real record). */
export const BLOG_ERRORS = {
  categoryNotFound: 'Catégorie introuvable',
  postNotFound: 'Article introuvable',
  commentNotFound: 'Commentaire introuvable',
  ownReply: 'Un commentaire ne peut pas répondre à lui-même',
} as const;
