/** The French refusals of the forum's own rules. */
export const FORUM_ERRORS = {
  categoryNotFound: 'Catégorie introuvable',
  topicNotFound: 'Sujet introuvable',
  replyNotFound: 'Message introuvable',
  userNotFound: 'Utilisateur introuvable',
  alreadyBanned: 'Cet utilisateur est déjà banni',
  reorderList: 'Liste de catégories invalide',
  reorderTopLevel: 'Seules les catégories principales peuvent être réorganisées',
} as const;
