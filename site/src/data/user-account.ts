/** Words of « Mon Compte » (/user/account): the identity, the password, the 2FA and the open sessions. */
export const userAccountPage = {
  title: 'Mon Compte',
  text: 'Vos informations personnelles, votre mot de passe, la double authentification et les appareils connectés.',
  loading: 'Chargement de votre compte...',
  failed: 'Votre compte n’a pas pu être chargé. Réessayez dans un instant.',
};

export const identityTexts = {
  title: 'Informations personnelles',
  name: 'Nom',
  email: 'E-mail',
  emailNote: 'Pour changer d’adresse e-mail, contactez le support : elle identifie votre compte et reçoit vos factures.',
  created: 'Compte créé le',
  role: 'Rôle',
  passwordChanged: 'Mot de passe modifié le',
  save: 'Enregistrer le nom',
  saving: 'Enregistrement...',
  saved: 'Nom enregistré.',
  failed: 'L’enregistrement a échoué. Réessayez dans un instant.',
  required: 'Le champ « Nom » est requis',
};

export const passwordTexts = {
  title: 'Mot de passe',
  intro: 'Après le changement, vos autres sessions sont fermées et un e-mail vous prévient.',
  current: 'Mot de passe actuel',
  next: 'Nouveau mot de passe',
  confirm: 'Confirmer le nouveau mot de passe',
  rulesLabel: 'Règles du nouveau mot de passe',
  met: 'respectée',
  unmet: 'à respecter',
  breachedNote: 'Les mots de passe les plus courants ou divulgués sont aussi refusés.',
  submit: 'Changer le mot de passe',
  submitting: 'Changement en cours...',
  failed: 'Le changement a échoué. Réessayez dans un instant.',
  invalid: 'Certains champs sont à corriger.',
};

export const twoFactorTexts = {
  title: 'Double authentification',
  enabled: 'Activée : une application d’authentification vous demande un code à chaque connexion.',
  disabled: 'Non activée sur votre compte.',
  howTo: 'Quand la double authentification est exigée, son enrôlement vous est proposé à la connexion : scannez alors le QR code avec votre application (Google Authenticator, FreeOTP, Aegis…).',
  on: 'Activée',
  off: 'Non activée',
};

export const sessionsTexts = {
  title: 'Sessions ouvertes',
  intro: 'Les appareils connectés à votre compte. Terminez une session que vous ne reconnaissez pas.',
  loading: 'Chargement des sessions...',
  failed: 'Les sessions n’ont pas pu être chargées.',
  device: 'Appareil',
  place: 'Adresse IP',
  opened: 'Ouverte le',
  lastSeen: 'Dernière activité',
  current: 'Cette session',
  end: 'Terminer',
  ending: 'Fermeture...',
  endOthers: 'Terminer les autres sessions',
  ended: 'Session terminée.',
  endFailed: 'La session n’a pas pu être terminée.',
  none: 'Aucune autre session ouverte.',
  unknownDevice: 'Appareil inconnu',
  listLabel: 'Vos sessions ouvertes',
};
