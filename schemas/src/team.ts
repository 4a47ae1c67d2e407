/**
 * The team (spec 3 §2, §3, §6): staff accounts of the back-office. A team member is a `users`
 * record whose account role is one of the team roles and whose `permissions` are the team
 * permissions it was granted; the access rules (access.ts) decide with both, on the server.
 */
import { SUPER_ROLE, TEAM_PERMISSIONS, type Caller } from './access';
import { mailOutcomeTexts } from './mail-outcome';

export const TEAM_ROLES = [
  { value: 'admin', label: 'Administrateur' },
  { value: 'editor', label: 'Éditeur' },
  { value: 'moderator', label: 'Modérateur' },
  { value: 'viewer', label: 'Observateur' },
  // The support agents are recruited like any member (issue 36); the role is also a stored system role (roles.ts).
  { value: 'support', label: 'Support' },
] as const;

export type TeamRole = (typeof TEAM_ROLES)[number]['value'];
export const TEAM_ROLE_VALUES: readonly string[] = TEAM_ROLES.map((role) => role.value);
export const DEFAULT_TEAM_ROLE: TeamRole = 'editor';

/** The permissions a role starts with (the forms prefill them; an operator may change them). */
export const TEAM_ROLE_DEFAULT_PERMISSIONS: Readonly<Record<TeamRole, readonly string[]>> = {
  admin: TEAM_PERMISSIONS.map((permission) => permission.value),
  editor: ['content.edit', 'content.publish', 'analytics.view'],
  moderator: ['analytics.view'],
  viewer: ['analytics.view'],
  support: ['support.manage'],
};

/**
 * What a team role grants by itself, whatever its permissions: the access rules that name the
 * role (moderators moderate the forum and the comments, access.ts MODERATION). A role is a
 * grant like a permission: whoever assigns it must hold these rights through their own role.
 */
export const TEAM_ROLE_OWN_RIGHTS: Readonly<Record<TeamRole, readonly string[]>> = {
  admin: ['administration', 'moderation'],
  editor: [],
  moderator: ['moderation'],
  viewer: [],
  support: [],
};

const ownRightsOf = (role: string): readonly string[] => (isTeamRole(role) ? TEAM_ROLE_OWN_RIGHTS[role] : []);

/** Whether a role's own rights are within another's (a caller of role `holder` may assign it). */
export const roleWithin = (role: string, holder: string): boolean => ownRightsOf(role).every((right) => ownRightsOf(holder).includes(right));

export const isTeamRole = (role: unknown): role is TeamRole => typeof role === 'string' && TEAM_ROLE_VALUES.includes(role);

/** Where the invitations are kept (outside the registry: they hold a token), and how the activity log names their fields. */
export const INVITATIONS_COLLECTION = 'team_invitations';
export const INVITATION_FIELD_LABELS: Readonly<Record<string, string>> = { email: 'E-mail', role: 'Rôle', message: 'Message', status: 'Statut' };

/** An invitation's link works this long (spec: shown in the list). */
export const INVITATION_LIFETIME_DAYS = 7;

/** Who may see and manage the team: the administrators and members holding users.manage. */
export const TEAM_MANAGER_PERMISSION = 'users.manage';

/**
 * What a caller may not grant: nobody grants a permission they lack nor a role whose own
 * rights exceed theirs (nor takes such a member's role away), only an administrator makes
 * (or changes) an administrator, and nobody but an administrator changes their own role.
 * `current` is the member changed, `self` whether it is the caller. Answers the first refusal, or undefined.
 */
export function grantRefusal(
  caller: Caller,
  role: string,
  permissions: readonly string[],
  current?: { role?: unknown },
  self = false,
): string | undefined {
  if (caller.role === SUPER_ROLE) return undefined;
  if (role === SUPER_ROLE || current?.role === SUPER_ROLE) return TEAM_MESSAGES.adminOnly;
  if (self && current?.role !== role) return TEAM_MESSAGES.ownRole;
  for (const candidate of [role, current?.role]) {
    if (typeof candidate === 'string' && !roleWithin(candidate, caller.role)) {
      return TEAM_MESSAGES.cannotGrantRole(TEAM_ROLES.find((r) => r.value === candidate)?.label ?? candidate);
    }
  }
  const lacking = permissions.find((permission) => !caller.permissions?.includes(permission));
  return lacking ? TEAM_MESSAGES.cannotGrant(TEAM_PERMISSIONS.find((p) => p.value === lacking)?.label ?? lacking) : undefined;
}

export const TEAM_MESSAGES = {
  deleteConfirm: (name: string) => `Êtes-vous sûr de vouloir supprimer ${name} de l'équipe ?`,
  adminOnly: 'Seul un administrateur peut nommer ou modifier un administrateur',
  cannotGrant: (label: string) => `Vous ne pouvez pas accorder une permission que vous n’avez pas : ${label}`,
  cannotGrantRole: (label: string) => `Vous ne pouvez pas attribuer un rôle qui donne des droits que vous n’avez pas : ${label}`,
  ownRole: 'Vous ne pouvez pas modifier votre propre rôle',
  alreadyMember: 'Un compte existe déjà avec cette adresse e-mail',
  alreadyInvited: 'Une invitation est déjà en attente pour cette adresse e-mail',
  notMember: 'Membre introuvable',
  invitationNotFound: 'Invitation introuvable',
  invitationInvalid: 'Ce lien d’invitation n’est pas valide',
  invitationExpired: 'Cette invitation a expiré : demandez-en une nouvelle à un administrateur',
  invitationUsed: 'Cette invitation a déjà été utilisée',
  invitationRevoked: 'Cette invitation a été révoquée',
  invitationAccepted: 'Bienvenue dans l’équipe : votre compte est créé',
  // Sent, or waiting in the outbox: the answer's mail_status says which (issue 37 §3).
  invitation: mailOutcomeTexts('Invitation envoyée', 'Invitation', 'mise'),
  invitationRevokedDone: 'Invitation révoquée',
  memberCreated: 'Membre ajouté',
  memberUpdated: 'Membre modifié',
  memberDeleted: 'Membre supprimé',
} as const;

/** The site page an invitation's link opens. */
export const INVITATION_PAGE = '/invitation';
export const invitationLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/$/, '')}${INVITATION_PAGE}?token=${encodeURIComponent(token)}`;
