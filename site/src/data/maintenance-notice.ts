/** The banner staff see on the public site while maintenance is on (issue 26 §10). */
export const maintenanceNotice = {
  text: 'Le site est en maintenance : les visiteurs voient la page de maintenance. Vous le voyez car votre accès est autorisé.',
  link: { href: '/webmaster/settings/maintenance', label: 'Gérer la maintenance' },
};
