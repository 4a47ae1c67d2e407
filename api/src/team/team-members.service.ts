/**
 * The team's members (spec 3 §2, §7): staff accounts, i.e. `users` records of a team role.
 * Every write goes through the generic CRUD, so the users' own rules apply as they do in the
 * users screen: validation, unique e-mail, the last active administrator kept (one lock from
 * check to write, 409) and the member's sessions ended when its role or permissions change.
 */
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ACTIVITY_ACTIONS,
  DEFAULT_TEAM_ROLE,
  getResource,
  grantRefusal,
  INVITATION_FIELD_LABELS,
  INVITATIONS_COLLECTION,
  isTeamRole,
  TEAM_MESSAGES,
  TEAM_ROLE_DEFAULT_PERMISSIONS,
  TEAM_ROLE_VALUES,
  userActivity,
  users,
  type TeamRole,
  type Values,
} from '@hexagone/schemas';
import type { SessionUser } from '../auth/session-user';
import { AccessService } from '../crud/access.service';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';
import { generatePassword } from '../users/generated-password';
import type { MemberDto } from './team.dto';

/** How many of a member's latest activity entries the activity modal shows. */
export const MEMBER_ACTIVITY_LIMIT = 50;

export interface MemberView {
  id: string;
  _id: string;
  name: string;
  email: string;
  role: string;
  permissions: string[];
  active: boolean;
  last_login: unknown;
  created_at: unknown;
}

export const memberView = (record: Values): MemberView => {
  const id = String(record._id ?? record.id);
  return {
    id,
    _id: id,
    name: String(record.name ?? ''),
    email: String(record.email ?? ''),
    role: String(record.role ?? ''),
    permissions: Array.isArray(record.permissions) ? record.permissions.map(String) : [],
    active: record.active !== false,
    last_login: record.last_login ?? null,
    created_at: record.created_at ?? null,
  };
};

/** The role asked, else the default; the permissions asked, else the role's. */
export function memberGrant(role: string | undefined, permissions: string[] | undefined): { role: TeamRole; permissions: string[] } {
  const chosen = (role ?? DEFAULT_TEAM_ROLE) as TeamRole;
  return { role: chosen, permissions: permissions ?? [...TEAM_ROLE_DEFAULT_PERMISSIONS[chosen]] };
}

/** An activity entry as the member activity modal reads it: timestamp, action, details, ip_address. */
export function activityView(entry: Values) {
  const details = (entry.details ?? {}) as { label?: unknown; fields?: unknown };
  // The changed fields by their French labels, as the forms name them.
  const labelOf = (name: unknown) =>
    (entry.collection === INVITATIONS_COLLECTION ? INVITATION_FIELD_LABELS[String(name)] : getResource(String(entry.collection ?? ''))?.fields.find((field) => field.name === name)?.label) ??
    String(name);
  const fields = Array.isArray(details.fields) && details.fields.length ? `champs : ${details.fields.map(labelOf).join(', ')}` : '';
  return {
    id: String(entry._id),
    timestamp: entry.created_at ?? null,
    action: ACTIVITY_ACTIONS.find((action) => action.value === entry.action)?.label ?? String(entry.action ?? ''),
    details: [entry.resource_type, details.label, fields].filter((part) => typeof part === 'string' && part).join(' — '),
    ip_address: entry.ip_address ?? null,
  };
}

@Injectable()
export class TeamMembersService {
  constructor(
    private readonly crud: CrudService,
    private readonly access: AccessService,
  ) {}

  async list(): Promise<MemberView[]> {
    const records = await this.crud
      .model(users.name)
      .find({ role: { $in: [...TEAM_ROLE_VALUES] } })
      .sort({ created_at: -1 })
      .lean<Values[]>()
      .exec();
    return records.map(memberView);
  }

  /** A new member with a generated password, answered once (like the users' password reset). */
  async create(body: MemberDto, ctx: CrudContext): Promise<MemberView & { password: string }> {
    const grant = memberGrant(body.role, body.permissions);
    await this.assertMayGrant(ctx.user, grant.role, grant.permissions);
    const password = generatePassword();
    const record = await this.crud.create(
      users,
      { name: body.name, email: body.email, ...grant, password, confirmPassword: password, active: true },
      ctx,
    );
    return { ...memberView(record), password };
  }

  async update(id: string, body: MemberDto, ctx: CrudContext): Promise<MemberView> {
    const current = await this.member(id);
    const grant = memberGrant(body.role ?? String(current.role), body.permissions ?? (current.permissions as string[] | undefined));
    await this.assertMayGrant(ctx.user, grant.role, grant.permissions, current, String(current._id) === ctx.user?._id);
    return memberView(await this.crud.update(users, id, { name: body.name, email: body.email, ...grant }, ctx));
  }

  async remove(id: string, ctx: CrudContext): Promise<MemberView> {
    const current = await this.member(id);
    await this.assertMayGrant(ctx.user, String(current.role), [], current);
    return memberView(await this.crud.remove(users, id, ctx));
  }

  async activity(id: string) {
    await this.member(id);
    const entries = await this.crud
      .model(userActivity.name)
      .find({ user_id: id })
      .sort({ created_at: -1 })
      .limit(MEMBER_ACTIVITY_LIMIT)
      .lean<Values[]>()
      .exec();
    return entries.map(activityView);
  }

  /** Nobody grants what they lack, nor changes their own role, and only an administrator touches an administrator (403). */
  async assertMayGrant(user: SessionUser | undefined, role: string, permissions: readonly string[], current?: Values, self = false): Promise<void> {
    const caller = await this.access.caller(user);
    const refusal = caller ? grantRefusal(caller, role, permissions, current, self) : TEAM_MESSAGES.adminOnly;
    if (refusal) throw new ForbiddenException(refusal);
  }

  private async member(id: string): Promise<Values> {
    const record = await this.crud.findById(users, id);
    const values = record?.toObject() as Values | undefined;
    if (!values || !isTeamRole(values.role)) throw new NotFoundException(TEAM_MESSAGES.notMember);
    return values;
  }
}
