/** The customer's billing on /user/billing: their invoices, credit notes and subscriptions (texts). */
export const userInvoices = {
  title: 'Mes factures',
  listLabel: 'Factures',
  empty: 'Aucune facture ne vous a encore été émise.',
  loading: 'Chargement de vos factures...',
  failed: 'Vos factures n’ont pas pu être chargées.',
  columns: { number: 'Numéro', date: 'Date', dueDate: 'Échéance', total: 'Montant TTC', status: 'Statut', document: 'Document' },
  due: (amount: string) => `Reste à régler : ${amount}`,
  overdue: (count: number) => (count > 1 ? `${count} factures sont en retard de paiement.` : 'Une facture est en retard de paiement.'),
  overdueSince: (date: string) => `échue le ${date}`,
  paidOn: (date: string) => `payée le ${date}`,
  download: 'PDF',
  downloadLabel: (number: string) => `Télécharger la facture ${number} (PDF)`,
  downloadFailed: 'Le document n’a pas pu être téléchargé, veuillez réessayer.',
  question: 'Une question sur une facture ?',
  contact: { href: '/user/support', label: 'Écrire au support' },
} as const;

export const userCreditNotes = {
  title: 'Mes avoirs',
  listLabel: 'Avoirs',
  empty: 'Aucun avoir.',
  columns: { number: 'Numéro', date: 'Date', invoice: 'Facture corrigée', total: 'Montant TTC', document: 'Document' },
  downloadLabel: (number: string) => `Télécharger l’avoir ${number} (PDF)`,
} as const;

export const userSubscriptions = {
  title: 'Mes abonnements',
  listLabel: 'Abonnements',
  empty: 'Vous n’avez pas d’abonnement en cours.',
  failed: 'Vos abonnements n’ont pas pu être chargés.',
  plan: 'Offre',
  period: 'Facturation',
  since: 'Depuis le',
  nextBilling: 'Prochaine facturation',
  trialEnds: 'Fin de l’essai',
  pausedUntil: 'Suspendu jusqu’au',
  canceledOn: 'Annulé le',
  price: 'Prix',
  priceOf: (amount: string, period: string) => `${amount} HT / ${period === 'yearly' ? 'an' : 'mois'}`,
  unknownPlan: 'Offre retirée du catalogue',
} as const;

/** The identity form below them (issue 23 §1) keeps its own texts (billing-identity.ts). */
export const userBillingPage = {
  title: 'Facturation',
  text: 'Vos factures et avoirs, vos abonnements et l’identité sous laquelle nous vous facturons.',
} as const;
