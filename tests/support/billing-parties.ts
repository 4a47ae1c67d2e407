/**
 * The two parties an issued invoice names, as the back-office saves them: the seller's legal
 * identity (Site tab of the settings) and a customer's billing identity (its user record).
 * Invoices are issued only once both are complete.
 */
import type { ApiClient } from './api';

export const SELLER_IDENTITY = {
  legal_form: 'SAS',
  share_capital: '10000',
  siren: '123 456 789',
  siret: '123 456 789 00012',
  rcs_city: 'Paris',
  vat_number: 'FR12123456789',
  address: '12 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
};

export const CUSTOMER_IDENTITY = {
  company_name: 'Martin Conseil',
  street: '8 rue des Lilas',
  postal_code: '69003',
  city: 'Lyon',
  country: 'FR',
  siren: '732 829 320',
  siret: '732 829 320 00074',
  vat_number: 'FR44732829320',
};

export async function saveSellerIdentity(api: ApiClient, token: string, values: Record<string, string> = SELLER_IDENTITY): Promise<void> {
  const response = await api.put('/settings_site', values, { token });
  if (response.status !== 200) throw new Error(`settings_site: ${response.status} ${JSON.stringify(response.body)}`);
}
