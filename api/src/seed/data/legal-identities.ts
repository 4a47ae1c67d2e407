/**
 * The legal identities a real installation fills before it issues an invoice (issue 37 §5): the
 * seller's (the Site tab) and each demo customer's billing identity, with SIREN, SIRET and VAT
 * numbers whose keys are right (Luhn, French VAT key), so that the seeded invoices print them.
 */
import { frenchVatKey, luhnValid, type Values } from '@hexagone/schemas';

/** `digits` followed by the one digit that makes the whole pass the Luhn check. */
export function withLuhnKey(digits: string): string {
  for (let key = 0; key <= 9; key += 1) if (luhnValid(`${digits}${key}`)) return `${digits}${key}`;
  throw new Error(`aucune clé de Luhn pour ${digits}`);
}

const vatOf = (siren: string) => `FR${frenchVatKey(siren)}${siren}`;

/** The demo platform's own company, as its Site tab would hold it. */
export function demoSeller(): Values {
  const siren = withLuhnKey('91234567');
  return {
    legal_form: 'Société par actions simplifiée (SAS)',
    share_capital: '50000',
    siren,
    siret: withLuhnKey(`${siren}0001`),
    rcs_city: 'Paris',
    vat_number: vatOf(siren),
    address: '12 rue de la Paix',
    postal_code: '75002',
    city: 'Paris',
  };
}

/** Streets and towns the demo customers are at, one after another. */
const ADDRESSES: readonly [string, string, string][] = [
  ['8 rue des Lilas', '69003', 'Lyon'],
  ['14 quai des Tanneurs', '67000', 'Strasbourg'],
  ['3 place du Capitole', '31000', 'Toulouse'],
  ['27 cours Mirabeau', '13100', 'Aix-en-Provence'],
  ['5 rue Sainte-Catherine', '33000', 'Bordeaux'],
  ['41 boulevard de la Liberté', '59000', 'Lille'],
  ['2 allée des Tilleuls', '44000', 'Nantes'],
  ['16 rue de la République', '38000', 'Grenoble'],
];

/** The billing identity of the `index`-th demo customer, in the company they work for. */
export function demoBillingIdentity(company: string, index: number): Values {
  const [street, postal_code, city] = ADDRESSES[index % ADDRESSES.length];
  const siren = withLuhnKey(String(40_000_000 + index * 1_237_911).slice(0, 8));
  return { company_name: company, street, postal_code, city, country: 'FR', siren, vat_number: vatOf(siren) };
}
