import { SetMetadata } from '@nestjs/common';

export const ROLES_KEY = 'roles';
export const PUBLIC_KEY = 'public';

/** Roles allowed on a route or controller (checked by RolesGuard after authentication). */
export const Roles = (...roles: string[]) => SetMetadata(ROLES_KEY, roles);

/** A route anyone may call: setup, login, health. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
