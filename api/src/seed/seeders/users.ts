import { users } from '@hexagone/schemas';
import { generatePassword } from '../../users/generated-password';
import { demoBillingIdentity } from '../data/legal-identities';
import { DEMO_PEOPLE } from '../data/people';
import { daysBefore } from '../random';
import type { Seeder } from '../seeder';
import { setServerValues } from '../server-values';

/**
 * The demo accounts. They are created like any account (validation, hashing, role
 * counters), the customers with their billing identity, then dated in the past directly,
 * since no request may set created_at.
 * They share one password, drawn at random and printed once.
 */
export const usersSeeder: Seeder = {
  name: 'users',
  order: 20,
  async run(crud, log, ctx) {
    const model = crud.model(users.name);
    const password = generatePassword();
    const now = new Date();
    let created = 0;
    for (const [index, person] of DEMO_PEOPLE.entries()) {
      if (await model.exists({ email: person.email }).exec()) continue;
      const { daysAgo, lastLoginDaysAgo, ...fields } = person;
      // A customer's invoices print their address and SIREN, as a real customer's record has them.
      const identity = person.role === 'user' ? { billing_identity: demoBillingIdentity(person.company, index) } : {};
      const record = await crud.create(users, { ...fields, ...identity, password, confirmPassword: password }, ctx);
      const dates: Record<string, Date> = { created_at: daysBefore(now, daysAgo + 0.3) };
      if (lastLoginDaysAgo !== undefined) dates.last_login = daysBefore(now, lastLoginDaysAgo + 0.1);
      await setServerValues(crud, users, record._id, dates);
      created += 1;
    }
    log(`${created} utilisateur(s) créé(s)`);
    if (created) log(`mot de passe des comptes de démonstration : ${password} (les administrateurs enrôlent leur second facteur à la première connexion)`);
  },
};
