/** Words of the page an invitation's link opens (spec 3 §2 team invitations). */
import { elideQue } from '@hexagone/schemas';
import { BRAND_NAME } from './brand';

export const invitationPage = {
  seo: { title: `Invitation | ${BRAND_NAME}`, description: `Rejoignez l’équipe ${BRAND_NAME}.` },
  title: 'Rejoindre l’équipe',
  subtitle: 'Choisissez votre nom et votre mot de passe',
  loading: 'Vérification de l’invitation...',
  invitedAs: (email: string, role: string) => `Invitation pour ${email}, en tant ${elideQue(role)}.`,
  expiresOn: (date: string) => `Ce lien expire le ${date}.`,
  name: 'Nom complet',
  password: 'Mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  mfaNotice: 'Ce rôle exige la double authentification : elle vous sera demandée à votre première connexion.',
  submit: 'Créer mon compte',
  submitting: 'Création du compte...',
  failed: 'L’invitation n’a pas pu être acceptée',
  unreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  noToken: 'Ce lien d’invitation n’est pas valide',
  doneTitle: 'Votre compte est créé',
  doneMfa: 'À votre première connexion, associez une application d’authentification à votre compte (double authentification obligatoire pour ce rôle).',
  signIn: 'Se connecter',
  backToSite: 'Retour au site',
};
