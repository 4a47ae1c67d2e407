/**
 * The French mandatory mentions of an invoice (Code de commerce L441-9, L441-10, D441-5; CGI
 * 242 nonies A), written from the figures of the terms of sale and the seller's settings. The
 * PDF prints them and the Factur-X XML carries the payment ones as notes.
 */
import { formatMoney, PAYMENT_TERMS, SELLER_PLACEHOLDER, type PaymentTerms, type SellerIdentity } from '@hexagone/schemas';

export const paymentMentions = (terms: Readonly<PaymentTerms> = PAYMENT_TERMS) => ({
  terms: `Paiement à ${terms.paymentDays} jours à compter de la date de facture.`,
  latePenalty: `En cas de retard de paiement, pénalités de retard égales à ${terms.latePenaltyTimesLegalRate} fois le taux d'intérêt légal en vigueur (art. L441-10 du Code de commerce).`,
  recoveryFee: `Indemnité forfaitaire pour frais de recouvrement due par le professionnel en retard de paiement : ${formatMoney(terms.recoveryFeeEuros)} (art. D441-5 du Code de commerce).`,
  discount: "Pas d'escompte pour paiement anticipé.",
});

const filled = (value: string | undefined) => value ?? SELLER_PLACEHOLDER;

/** The seller's identity as printed, each fact or the placeholder saying it is still to fill in. */
export function sellerLines(seller: SellerIdentity): { name: string; lines: string[] } {
  // A capital typed as a bare figure reads in euros.
  const capital = seller.shareCapital && /^\d+([.,]\d+)?$/.test(seller.shareCapital) ? formatMoney(seller.shareCapital) : seller.shareCapital;
  const place = seller.postalCode || seller.city ? [seller.postalCode, seller.city].filter(Boolean).join(' ') : undefined;
  return {
    name: filled(seller.name),
    lines: [
      `${filled(seller.legalForm)} au capital de ${filled(capital)}`,
      `Siège : ${seller.address ? [seller.address, place].filter(Boolean).join(', ') : SELLER_PLACEHOLDER}`,
      `SIREN : ${filled(seller.siren)} · SIRET : ${filled(seller.siret)}`,
      `RCS ${filled(seller.rcsCity)}${seller.siren ? ` ${seller.siren}` : ''}`,
      `N° de TVA intracommunautaire : ${filled(seller.vatNumber)}`,
      ...(seller.email ? [seller.email] : []),
    ],
  };
}
