/** The French refusals of the forum's own rules. */
export const FORUM_ERRORS = {
  categoryNotFound: 'Catégorie introuvable',
  topicNotFound: 'Sujet introuvable',
  replyNotFound: 'Message introuvable',
  userNotFound: 'Utilisateur introuvable',
  alreadyBanned: 'Cet utilisateur est déjà banni',
  reorderList: 'Liste de catégories invalide',
  banWithoutAuthor: "L'auteur du contenu signalé n'a pas de compte : il ne peut pas être banni",
  banContentGone: "Le contenu signalé n'existe plus : son auteur ne peut pas être retrouvé",
  reorderTopLevel: 'Seules les catégories principales peuvent être réorganisées',
} as const;
