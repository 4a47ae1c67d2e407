import { roles } from '@hexagone/schemas';
import { DEMO_ROLES } from '../data/roles';
import type { Seeder } from '../seeder';

/** Custom roles beside the system ones created by the setup wizard. */
export const rolesSeeder: Seeder = {
  name: 'roles',
  order: 10,
  async run(crud, log, ctx) {
    let created = 0;
    for (const role of DEMO_ROLES) {
      if (await crud.model(roles.name).exists({ name: role.name }).exec()) continue;
      await crud.create(roles, { ...role, permissions: [...role.permissions] }, ctx);
      created += 1;
    }
    log(`${created} rôle(s) personnalisé(s) créé(s)`);
  },
};
