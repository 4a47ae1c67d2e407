/**
 * Invitations to the team (spec 3 §2, §7): an e-mail with a link that works once and for
 * INVITATION_LIFETIME_DAYS. Only the link's token hash is stored. Accepting claims the
 * invitation with one conditional update (pending and not expired → accepted), held under the
 * invitation's lock as every check-then-write is on FerretDB, so of two tries with the same
 * link exactly one creates the account; the other reads that the link was used.
 */
import { BadRequestException, ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import { Types, type Connection } from 'mongoose';
import {
  BRAND_NAME,
  elideQue,
  INVITATION_LIFETIME_DAYS,
  INVITATIONS_COLLECTION,
  invitationLink,
  parisMoment,
  passwordPolicyHint,
  TEAM_MESSAGES,
  TEAM_ROLES,
  users,
} from '@hexagone/schemas';
import { actAs, observeWrite } from '../activity/activity-scope';
import { MFA_REQUIRED_ROLES } from '../auth/auth.service';
import { hashToken } from '../auth/password';
import { ERRORS } from '../common/errors';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';
import { acquireLock, LockBusyError } from '../database/system-lock';
import { MailService } from '../platform/mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { memberPasswordErrors } from './member-password';
import { PasswordPolicyService } from '../auth/password-policy';
import { memberGrant, memberView, TeamMembersService } from './team-members.service';
import type { AcceptInvitationDto, InvitationDto } from './team.dto';

const DAY_MS = 24 * 3600_000;
/** How the activity log names an invitation. */
const INVITATION_RESOURCE = 'Invitation';

type InvitationStatus = 'pending' | 'accepted' | 'revoked';

export interface StoredInvitation {
  _id: Types.ObjectId;
  email: string;
  role: string;
  permissions: string[];
  message: string;
  token_hash: string;
  status: InvitationStatus;
  created_at: Date;
  expires_at: Date;
  invited_by: string;
  invited_by_name: string;
  accepted_at?: Date;
  revoked_at?: Date;
}


const roleLabel = (role: string) => TEAM_ROLES.find((candidate) => candidate.value === role)?.label ?? role;


/** Why a link no longer opens an invitation, or undefined while it does. */
export function invitationRefusal(invitation: Pick<StoredInvitation, 'status' | 'expires_at'>, now = new Date()): string | undefined {
  if (invitation.status === 'accepted') return TEAM_MESSAGES.invitationUsed;
  if (invitation.status === 'revoked') return TEAM_MESSAGES.invitationRevoked;
  if (invitation.expires_at.getTime() <= now.getTime()) return TEAM_MESSAGES.invitationExpired;
  return undefined;
}

export const invitationView = (invitation: StoredInvitation, now = new Date()) => ({
  id: String(invitation._id),
  _id: String(invitation._id),
  email: invitation.email,
  role: invitation.role,
  message: invitation.message,
  created_at: invitation.created_at,
  expires_at: invitation.expires_at,
  expired: invitation.expires_at.getTime() <= now.getTime(),
  invited_by_name: invitation.invited_by_name,
});

/** The mail of an invitation: who invites, to which role, the link and until when it works. */
export function invitationMail(invitation: Pick<StoredInvitation, 'role' | 'message' | 'expires_at' | 'invited_by_name'>, link: string, siteName = BRAND_NAME) {
  const who = invitation.invited_by_name || `L’équipe ${siteName}`;
  const lines = [
    'Bonjour,',
    '',
    `${who} vous invite à rejoindre l’équipe ${siteName} en tant ${elideQue(roleLabel(invitation.role))}.`,
    ...(invitation.message ? ['', `« ${invitation.message} »`] : []),
    '',
    'Pour accepter, choisissez votre nom et votre mot de passe sur cette page :',
    link,
    '',
    `Ce lien ne sert qu’une fois et expire le ${parisMoment(invitation.expires_at)}.`,
    'Si vous n’attendiez pas cette invitation, ignorez ce message.',
  ];
  return { subject: `Invitation à rejoindre l’équipe ${siteName}`, text: lines.join('\n') };
}

@Injectable()
export class TeamInvitationsService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly crud: CrudService,
    private readonly members: TeamMembersService,
    private readonly mail: MailService,
    private readonly passwords: PasswordPolicyService,
    private readonly settings: SettingsService,
  ) {}

  private invitations() {
    return this.connection.collection<StoredInvitation>(INVITATIONS_COLLECTION);
  }

  /** The invitations still waiting for an answer (expired ones too, marked so), newest first. */
  async list() {
    const now = new Date();
    const pending = await this.invitations().find({ status: 'pending' }).sort({ created_at: -1 }).toArray();
    return pending.map((invitation) => invitationView(invitation, now));
  }

  /** `requestOrigin`: the address the request came to, the link's base when no site address is set. */
  async create(body: InvitationDto, ctx: CrudContext, requestOrigin: string) {
    const { role, permissions } = memberGrant(body.role, undefined);
    await this.members.assertMayGrant(ctx.user, role, permissions);
    if (await this.crud.model(users.name).exists({ email: body.email }).exec()) throw new ConflictException(TEAM_MESSAGES.alreadyMember);
    const now = new Date();
    if (await this.invitations().findOne({ email: body.email, status: 'pending', expires_at: { $gt: now } })) {
      throw new ConflictException(TEAM_MESSAGES.alreadyInvited);
    }
    const token = randomBytes(32).toString('base64url');
    const invitation: StoredInvitation = {
      _id: new Types.ObjectId(),
      email: body.email,
      role,
      permissions,
      message: body.message?.trim() ?? '',
      token_hash: hashToken(token),
      status: 'pending',
      created_at: now,
      expires_at: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY_MS),
      invited_by: ctx.user?._id ?? '',
      invited_by_name: ctx.user?.name ?? '',
    };
    await this.invitations().insertOne(invitation);
    observeWrite({
      action: 'create',
      collection: INVITATIONS_COLLECTION,
      id: String(invitation._id),
      fields: invitation.message ? ['email', 'message', 'role'] : ['email', 'role'],
      label: invitation.email,
      resourceType: INVITATION_RESOURCE,
    });
    const link = invitationLink(await this.settings.siteUrl(requestOrigin), token);
    const mail = await this.mail.send({ to: invitation.email, ...invitationMail(invitation, link, await this.settings.siteName()) });
    // Whether the e-mail went or waits in the outbox: the screen says which (issue 37 §3).
    return { ...invitationView(invitation, now), mail_status: mail.status };
  }

  /** Revoking an invitation is taking its grant back: only who could have made it may (403 otherwise). */
  async revoke(id: string, ctx: CrudContext) {
    if (!Types.ObjectId.isValid(id)) throw new NotFoundException(TEAM_MESSAGES.invitationNotFound);
    const _id = new Types.ObjectId(id);
    const invited = await this.invitations().findOne({ _id });
    if (!invited) throw new NotFoundException(TEAM_MESSAGES.invitationNotFound);
    await this.members.assertMayGrant(ctx.user, invited.role, [], { role: invited.role });
    const result = await this.invitations().updateOne({ _id, status: 'pending' }, { $set: { status: 'revoked', revoked_at: new Date() } });
    const invitation = await this.invitations().findOne({ _id });
    if (result.modifiedCount === 1) {
      observeWrite({ action: 'update', operation: 'revoke', collection: INVITATIONS_COLLECTION, id, fields: ['status'], label: invitation?.email, resourceType: INVITATION_RESOURCE });
      return { message: TEAM_MESSAGES.invitationRevokedDone };
    }
    if (!invitation) throw new NotFoundException(TEAM_MESSAGES.invitationNotFound);
    throw new ConflictException(invitationRefusal(invitation) ?? ERRORS.conflict);
  }

  /** What the invitation page shows before the form: for whom, which role, whether a second factor follows. */
  async check(token: string) {
    const invitation = await this.open(token);
    return {
      email: invitation.email,
      role: invitation.role,
      role_label: roleLabel(invitation.role),
      expires_at: invitation.expires_at,
      mfa_required: MFA_REQUIRED_ROLES.includes(invitation.role),
      password_hint: passwordPolicyHint(await this.passwords.policy()),
    };
  }

  async accept(body: AcceptInvitationDto, ctx: CrudContext) {
    const invitation = await this.open(body.token);
    const errors = memberPasswordErrors(body.password, body.confirmPassword, await this.passwords.policy());
    if (Object.keys(errors).length) throw new BadRequestException({ message: Object.values(errors)[0], errors });
    if (await this.crud.model(users.name).exists({ email: invitation.email }).exec()) throw new ConflictException(TEAM_MESSAGES.alreadyMember);

    await this.claim(invitation);
    try {
      const record = await this.crud.create(
        users,
        {
          name: body.name,
          email: invitation.email,
          role: invitation.role,
          permissions: invitation.permissions,
          password: body.password,
          confirmPassword: body.confirmPassword,
          active: true,
          emailVerified: true,
        },
        ctx,
      );
      // The account's creation is the new member's own act, not a visitor's.
      actAs(record);
      return {
        message: TEAM_MESSAGES.invitationAccepted,
        member: memberView(record),
        mfa_required: MFA_REQUIRED_ROLES.includes(invitation.role),
      };
    } catch (error) {
      // No account came of it: the link works again.
      await this.invitations().updateOne({ _id: invitation._id, status: 'accepted' }, { $set: { status: 'pending' }, $unset: { accepted_at: '' } });
      throw error;
    }
  }

  /** The pending, unexpired invitation of a link (404 unknown link, 410 used, revoked or expired). */
  private async open(token: string): Promise<StoredInvitation> {
    const invitation = token ? await this.invitations().findOne({ token_hash: hashToken(token) }) : null;
    if (!invitation) throw new NotFoundException(TEAM_MESSAGES.invitationInvalid);
    const refusal = invitationRefusal(invitation);
    if (refusal) throw new GoneException(refusal);
    return invitation;
  }

  private async claim(invitation: StoredInvitation): Promise<void> {
    const release = await acquireLock(this.connection, `invitation:${String(invitation._id)}`, { waitMs: 5_000, staleMs: 10_000 }).catch((error: unknown) => {
      throw error instanceof LockBusyError ? new ConflictException(ERRORS.conflict) : error;
    });
    try {
      const now = new Date();
      const claimed = await this.invitations().updateOne(
        { _id: invitation._id, status: 'pending', expires_at: { $gt: now } },
        { $set: { status: 'accepted', accepted_at: now } },
      );
      if (claimed.modifiedCount === 1) return;
    } finally {
      await release();
    }
    const now = await this.invitations().findOne({ _id: invitation._id });
    throw new GoneException((now && invitationRefusal(now)) ?? TEAM_MESSAGES.invitationUsed);
  }
}
