/** Every collection of the product. Adding one means writing its file and listing it here. */
import type { ResourceDef } from './resource';
import { users } from './resources/users';
import { roles } from './resources/roles';

export const resources: readonly ResourceDef[] = [users, roles];

export function getResource(name: string): ResourceDef | undefined {
  return resources.find((resource) => resource.name === name);
}
