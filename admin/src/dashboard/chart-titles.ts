/** The dashboard charts' titles: shown while their script loads, then on the chart itself. */
export const CHART_TITLES = {
  revenue: 'Évolution du revenu',
  services: 'Répartition des services',
  newUsers: 'Nouveaux utilisateurs',
} as const;
