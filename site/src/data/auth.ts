/** Words of the login and logout pages. */
import { elideQue } from '@hexagone/schemas';
import { BRAND_NAME } from './brand';

export const loginPage = {
  seo: { title: `Connexion | ${BRAND_NAME}`, description: `Connectez-vous à votre espace ${BRAND_NAME}.` },
  title: 'Connexion',
  subtitle: 'Accédez à votre espace',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  submitting: 'Connexion en cours...',
  failed: 'Échec de la connexion',
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  alreadySignedIn: (name: string) => `Vous êtes déjà connecté en tant ${elideQue(name)}.`,
  continueTo: 'Continuer vers mon espace',
  signOut: 'Se déconnecter',
  backToSite: 'Retour au site',
};

/**
 * Words of the login's second step: the one-time code every administrator account must give
 * (the terms of use make multi-factor authentication mandatory for administrators).
 */
export const mfaStep = {
  title: 'Vérification en deux étapes',
  intro: "Saisissez le code à 6 chiffres affiché par votre application d'authentification.",
  setupWhy:
    "La double authentification est obligatoire pour votre compte. Associez une application d'authentification à votre compte pour terminer la connexion.",
  setupScan:
    "Scannez ce QR code avec votre application d'authentification (Google Authenticator, Microsoft Authenticator, FreeOTP, Bitwarden…).",
  qrAlt: "QR code à scanner avec votre application d'authentification",
  openInApp: "Ouvrir dans l'application d'authentification",
  secretLabel: 'Ou saisissez cette clé manuellement :',
  copySecret: 'Copier la clé',
  copied: 'Copié',
  copyFailed: 'Copie impossible : la clé est sélectionnée, copiez-la avec Ctrl+C (ou ⌘+C).',
  setupConfirm: "Puis saisissez le code à 6 chiffres affiché par l'application pour confirmer.",
  code: 'Code de vérification',
  codeHint: '6 chiffres, renouvelé toutes les 30 secondes',
  codeInvalid: 'Le code doit contenir 6 chiffres',
  verify: 'Vérifier',
  activate: 'Activer et se connecter',
  verifying: 'Vérification en cours...',
  back: 'Retour',
  failed: 'Échec de la vérification du code',
  /** The API's answer when the step's temporary token has expired: the visitor starts again. */
  sessionExpired: 'Session expirée ou invalide, veuillez vous reconnecter',
};

export const logoutPage = {
  seo: { title: `Déconnexion | ${BRAND_NAME}`, description: `Déconnexion de votre espace ${BRAND_NAME}.` },
  title: 'Déconnexion',
  text: 'Déconnexion en cours...',
  fallbackLink: 'Aller à la page de connexion',
};

export const notFoundPage = {
  seo: { title: `Page introuvable | ${BRAND_NAME}`, description: "La page demandée n'existe pas ou a été déplacée." },
  code: '404',
  title: 'Page introuvable',
  text: "La page que vous cherchez n'existe pas ou a été déplacée.",
  home: "Retour à l'accueil",
  sitemap: 'Consulter le plan du site',
};

/** Words of the step that replaces an expired password (security settings' password_expiry_days). */
export const passwordRenewStep = {
  title: 'Nouveau mot de passe',
  intro: 'Votre mot de passe a expiré : choisissez-en un nouveau pour continuer.',
  password: 'Nouveau mot de passe',
  confirm: 'Confirmer le nouveau mot de passe',
  mismatch: 'Les mots de passe ne correspondent pas',
  required: 'Le champ « Nouveau mot de passe » est requis',
  submit: 'Enregistrer et continuer',
  submitting: 'Enregistrement...',
  failed: "Le mot de passe n'a pas pu être changé",
  back: 'Retour à la connexion',
};
