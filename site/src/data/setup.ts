/** Words of the setup wizard that the shared registry does not hold (its rules and messages do). */
import { BRAND_NAME } from './brand';

export const setupPage = {
  seo: { title: `Configuration initiale | ${BRAND_NAME}`, description: `Première configuration de la plateforme ${BRAND_NAME}.` },
  title: 'Configuration initiale',
  subtitle: `Bienvenue ! Configurons votre plateforme ${BRAND_NAME} en deux étapes.`,
  steps: ['Entreprise', 'Administrateur', 'Terminé'] as const,
  stepsLabel: 'Étapes de la configuration',
  company: { title: 'Votre entreprise', text: "Le nom de l'organisation qui exploite la plateforme.", placeholder: 'Ma Société SAS' },
  admin: {
    title: 'Compte administrateur',
    text: 'Ce compte aura tous les droits sur le back-office.',
    placeholders: { name: 'Jean Dupont', email: 'admin@entreprise.fr', password: '8 caractères minimum', confirmPassword: 'Saisissez-le à nouveau' },
  },
  next: 'Suivant',
  back: 'Retour',
  submit: 'Terminer la configuration',
  submitting: 'Configuration en cours...',
  done: {
    title: 'Configuration terminée',
    text: 'La plateforme est configurée. Vous allez être redirigé vers la page de connexion.',
    link: 'Se connecter maintenant',
  },
};
