/** Words of the customer's own billing identity on /user/billing (issue 23 §1). */
export const billingIdentityPage = {
  formTitle: 'Identité de facturation',
  delivery: 'Adresse de livraison (si différente)',
  loading: 'Chargement de votre identité de facturation...',
  submit: 'Enregistrer',
  submitting: 'Enregistrement...',
  saved: 'Identité de facturation enregistrée : vos prochaines factures la reprendront.',
  invalid: 'Certains champs sont à corriger.',
  failed: "L'enregistrement a échoué. Réessayez dans un instant.",
  issuedNote: 'Elle figure sur chacune de vos factures : raison sociale, adresse et, pour une entreprise, son SIREN et son numéro de TVA. Une facture déjà émise garde l’identité de sa date d’émission.',
};

/** Where the island reads and writes it. */
export const BILLING_IDENTITY_PATH = '/account/billing-identity';
