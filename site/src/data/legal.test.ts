import { describe, expect, it } from 'vitest';
import { paymentMethods, PRIVACY_POLICY, privacyPolicy, TERMS_OF_SALE, TERMS_OF_USE, termsOfSale, termsOfUse, type LegalDocument } from './legal';

/** Everything a document says, as one text with ordinary spaces. */
const text = (document: LegalDocument) =>
  [
    document.status,
    document.intro,
    ...document.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.items ?? []), ...(s.table?.rows.flat() ?? [])]),
  ]
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ');

describe('terms of use (spec 1 §9)', () => {
  const cgu = text(termsOfUse);

  it('is version 2.1 in force since 1 January 2025', () => {
    expect(TERMS_OF_USE).toMatchObject({ version: '2.1', effectiveDate: '2025-01-01' });
    expect(termsOfUse.status).toBe('Version 2.1 — en vigueur depuis le 1er janvier 2025');
  });

  it('states the notices, the liability cap, the export guarantee and mandatory MFA for administrators', () => {
    expect(cgu).toContain('au moins 30 jours avant');
    expect(cgu).toContain('60 jours pour une modification tarifaire');
    expect(cgu).toContain('au cours des 12 derniers mois');
    expect(cgu).toContain("l'export de vos données reste garanti pendant 30 jours");
    expect(cgu).toContain("L'authentification multifacteur est obligatoire pour les comptes administrateur");
  });
});

describe('terms of sale (spec 1 §9)', () => {
  const cgv = text(termsOfSale);

  it('holds the figures of the spec', () => {
    expect(TERMS_OF_SALE).toMatchObject({
      version: '2.1',
      vatPercent: 20,
      paymentDays: 30,
      latePenaltyTimesLegalRate: 3,
      recoveryFeeEuros: 40,
      suspensionAfterDays: 15,
      activationHours: 24,
      trialDays: 14,
      sla: { standard: 99.9, premium: 99.99 },
      dataKeptDays: 30,
      forceMajeureDays: 30,
      moneyBackDays: 30,
      court: 'Paris',
    });
  });

  it('writes them in French', () => {
    for (const expected of [
      'TVA au taux de 20 %',
      'payables à 30 jours',
      '3 fois le taux d\'intérêt légal',
      'indemnité forfaitaire de 40 €',
      'Après 15 jours de retard',
      'dans les 24 heures suivant la réception du paiement',
      'essai gratuit de 14 jours est disponible sur demande',
      'Standard : 99,9 %',
      'Premium : 99,99 %',
      "préavis d'un mois",
      'conservées 30 jours après la résiliation',
      'plus de 30 jours, chaque partie peut résilier',
      'dans les 30 jours suivant la première commande',
      'tribunaux de Paris',
      'droit français',
    ]) {
      expect(cgv, expected).toContain(expected);
    }
  });

  it('accepts the four payment methods', () => {
    expect(paymentMethods.map((m) => m.name)).toEqual(['Carte bancaire', 'Prélèvement SEPA', 'Virement bancaire', 'Paiement sur facture']);
  });
});

describe('privacy policy (spec 1 §9)', () => {
  const privacy = text(privacyPolicy);

  it('was updated on 6 January 2025', () => {
    expect(PRIVACY_POLICY.updatedAt).toBe('2025-01-06');
    expect(privacyPolicy.status).toBe('Dernière mise à jour : 6 janvier 2025');
  });

  it('answers within 30 days, encrypts with AES-256 and TLS 1.3, and keeps data for the spec durations', () => {
    expect(privacy).toContain('dans un délai de 30 jours maximum');
    expect(privacy).toContain('(AES-256)');
    expect(privacy).toContain('(TLS 1.3)');
    expect(privacy).toContain('Durée de la relation contractuelle + 3 ans');
    expect(privacy).toContain('10 ans');
    expect(privacy).toContain('12 mois maximum');
  });

  it('offers real actions: the DPO, a copy of my data, a deletion, print', () => {
    const labels = privacyPolicy.actions.map((a) => (a.kind === 'link' ? `${a.link.label} → ${a.link.href}` : a.label));
    expect(labels).toEqual([
      'Contacter le DPO → /contact?request=dpo',
      'Télécharger mes données → /contact?request=data-export',
      'Demander la suppression → /contact?request=data-deletion',
      'Imprimer / télécharger en PDF',
    ]);
  });
});

describe('every document', () => {
  it.each([termsOfUse, termsOfSale, privacyPolicy])('has unique section anchors ($crumb)', (document) => {
    const ids = document.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
