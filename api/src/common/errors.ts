/** The French error texts of the API (spec 2 §8), one place. */
export const ERRORS = {
  badRequest: 'Requête invalide',
  invalidForm: 'Veuillez corriger les erreurs dans le formulaire',
  unauthenticated: 'Authentification requise',
  sessionExpired: 'Session expirée ou invalide, veuillez vous reconnecter',
  badCredentials: 'E-mail ou mot de passe incorrect',
  accountDisabled: 'Ce compte est désactivé',
  forbidden: 'Accès refusé',
  notFound: 'Ressource introuvable',
  methodNotAllowed: 'Opération non autorisée sur cette ressource',
  conflict: 'Conflit avec l’état actuel de la ressource',
  tooManyRequests: 'Trop de tentatives, veuillez réessayer dans une minute',
  server: 'Erreur serveur',
  databaseUnavailable: 'Service momentanément indisponible, veuillez réessayer dans quelques instants',
  payloadTooLarge: 'Requête trop volumineuse',
  busy: 'Le serveur est très sollicité\u00a0: réessayez dans quelques secondes.',
  /** A deletion refused while other records point at this one. */
  referenced: (label: string) => `Suppression impossible : des enregistrements liés existent (${label})`,
} as const;
