import { settingsSite } from '@hexagone/schemas';
import { demoSeller } from '../data/legal-identities';
import type { Seeder } from '../seeder';

/**
 * The seller's legal identity in the Site tab, as an installation fills it before issuing its
 * first invoice: only the facts still empty, so that what an operator saved stays.
 */
export const sellerSeeder: Seeder = {
  name: 'seller',
  order: 15,
  async run(crud, log, ctx) {
    const site = await crud.readSingleton(settingsSite);
    const missing = Object.entries(demoSeller()).filter(([field]) => !String(site[field] ?? '').trim());
    if (missing.length) await crud.writeSingleton(settingsSite, Object.fromEntries<unknown>(missing), ctx);
    log(`${missing.length} mention(s) légale(s) du vendeur renseignée(s)`);
  },
};
