/** Every seeder of `npm run seed`; the runner orders them by `order`. Add one line per domain. */
import type { Seeder } from '../seeder';
import { activitySeeder } from './activity';
import { aiSeeder } from './ai';
import { billingSeeder } from './billing';
import { blogSeeder } from './blog';
import { rolesSeeder } from './roles';
import { sellerSeeder } from './seller';
import { servicesSeeder } from './services';
import { supportSeeder } from './support';
import { usersSeeder } from './users';
import { forumSeeder } from './forum';
import { instancesSeeder } from './instances';

export const seeders: Seeder[] = [
  rolesSeeder,
  sellerSeeder,
  usersSeeder,
  servicesSeeder,
  billingSeeder,
  supportSeeder,
  activitySeeder,
  aiSeeder,
  blogSeeder,
  forumSeeder,
  instancesSeeder,
];
