/** The cookie banner's words (spec 1 §4 "Cookie banner"). */
export const cookieBanner = {
  title: 'Nous respectons votre vie privée',
  text: "Nous utilisons des cookies essentiels au fonctionnement du site et, avec votre accord, des cookies de préférences. Notre mesure d'audience, sans cookie ni identifiant, reste active sauf si vous la refusez. Vous pouvez changer d'avis à tout moment avec le lien « Gérer mes cookies » en bas de page.",
  policyLink: { href: '/privacy', label: 'Politique de confidentialité' },
  acceptAll: 'Tout accepter',
  essentialsOnly: 'Essentiels uniquement',
  customise: 'Personnaliser',
  hide: 'Masquer',
  save: 'Enregistrer mes choix',
  manage: 'Gérer mes cookies',
  categories: [
    {
      key: 'necessary',
      label: 'Cookies essentiels',
      description: 'Indispensables au fonctionnement du site (session, sécurité, mémorisation de vos choix). Toujours actifs.',
      locked: true,
    },
    {
      key: 'analytics',
      label: "Mesure d'audience",
      description: "Statistiques anonymes de fréquentation, sans cookie ni identifiant, pour nous seuls. Décochez pour vous y opposer.",
      locked: false,
    },
    {
      key: 'preferences',
      label: 'Préférences',
      description: "Mémorisent vos réglages d'affichage d'une visite à l'autre.",
      locked: false,
    },
  ],
} as const;
