/**
 * « Mon compte » (site `/user/account`, back-office « Profil »): the signed-in person reads
 * their account, changes their display name and their password. Always the caller's own
 * record, taken from the session, never from the path or the body; staff and customers alike.
 * An API key is no person signing in: it is refused here (403). The e-mail is read-only (no
 * verification flow for a new address); the role is the administrators'.
 */
import { Body, Controller, ForbiddenException, Get, HttpCode, NotFoundException, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { PASSWORD_MAX_LENGTH, passwordPolicyOf, users, type PasswordPolicy } from '@hexagone/schemas';
import { isKeyCaller } from '../auth/api-key-auth';
import { sessionIdOf } from '../auth/jwt.strategy';
import { MfaService } from '../auth/mfa.service';
import { SessionsService } from '../auth/sessions.service';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';
import { CrudService } from '../crud/crud.service';
import { SettingsService } from '../settings/settings.service';
import { ChangeOwnNameDto, ChangeOwnPasswordDto, NAME_MAX_LENGTH, OWN_PASSWORD_MESSAGES } from './own-account.dto';
import { OwnPassword, type PasswordChanged } from './own-password';

export interface OwnAccount {
  id: string;
  name: string;
  email: string;
  role: string;
  created_at: Date | null;
  password_changed_at: Date | null;
  /** An authenticator app is enrolled (TOTP). */
  mfa_enabled: boolean;
  /** The rules a new password must meet (the security settings'), for the form to check as one types. */
  password_policy: PasswordPolicy;
}

const ERROR = { type: 'object', required: ['message'], properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } } };
const DATE = { type: 'string', format: 'date-time', nullable: true };
const ACCOUNT = {
  type: 'object',
  required: ['id', 'name', 'email', 'role', 'created_at', 'password_changed_at', 'mfa_enabled', 'password_policy'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string', maxLength: NAME_MAX_LENGTH },
    email: { type: 'string' },
    role: { type: 'string' },
    created_at: DATE,
    password_changed_at: DATE,
    mfa_enabled: { type: 'boolean' },
    password_policy: {
      type: 'object',
      required: ['minLength', 'requireSpecial', 'requireNumbers', 'requireUppercase'],
      properties: { minLength: { type: 'integer' }, requireSpecial: { type: 'boolean' }, requireNumbers: { type: 'boolean' }, requireUppercase: { type: 'boolean' } },
    },
  },
};
const REFUSALS = [
  { status: 401, description: 'Non connecté, ou session terminée', schema: ERROR },
  { status: 403, description: 'Une clé API ne gère pas un compte', schema: ERROR },
] as const;

const dateOr = (value: unknown): Date | null => (value instanceof Date ? value : null);

/** Declares the refusals every route of « Mon compte » may answer. */
function Refusals(): MethodDecorator {
  return (target, key, descriptor) => {
    for (const refusal of REFUSALS) ApiResponse(refusal)(target, key, descriptor);
  };
}

@ApiTags('Mon compte')
@ApiBearerAuth()
@Controller('account')
export class OwnAccountController {
  constructor(
    private readonly crud: CrudService,
    private readonly mfa: MfaService,
    private readonly settings: SettingsService,
    private readonly password: OwnPassword,
    private readonly sessions: SessionsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Mon compte : nom, e-mail, rôle, date de création, double authentification, règles du mot de passe' })
  @ApiResponse({ status: 200, description: 'Le compte connecté', schema: ACCOUNT })
  @Refusals()
  read(@Req() req: Request): Promise<OwnAccount> {
    return this.accountOf(this.personOf(req));
  }

  @Put('name')
  @ApiOperation({ summary: 'Change mon nom affiché (rien d’autre : l’e-mail et le rôle ne se modifient pas ici)' })
  @ApiBody({ type: ChangeOwnNameDto })
  @ApiResponse({ status: 200, description: 'Le compte, son nouveau nom enregistré', schema: ACCOUNT })
  @ApiResponse({ status: 400, description: 'Nom vide ou trop long', schema: ERROR })
  @Refusals()
  async rename(@Body() body: ChangeOwnNameDto, @Req() req: Request): Promise<OwnAccount> {
    const user = this.personOf(req);
    // Only the name, written by the server on the caller's own record (hooks and audit log as any edit).
    await this.crud.update(users, user._id, {}, { user, ip: req.ip, sessionId: sessionIdOf(req) }, { name: body.name.trim() });
    return this.accountOf(user);
  }

  @Post('password')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Change mon mot de passe : le mot de passe actuel est vérifié (un mauvais compte comme un échec de connexion), le nouveau suit la politique des paramètres de sécurité ; ' +
      'mes autres sessions se terminent, un e-mail me prévient',
  })
  @ApiBody({ type: ChangeOwnPasswordDto })
  @ApiResponse({
    status: 200,
    description: 'Mot de passe changé',
    schema: {
      type: 'object',
      required: ['message', 'ended_sessions', 'mail'],
      properties: { message: { type: 'string' }, ended_sessions: { type: 'integer', minimum: 0 }, mail: { type: 'string', enum: ['outbox', 'sent', 'failed'] } },
    },
  })
  @ApiResponse({ status: 400, description: `Mot de passe actuel incorrect, ou nouveau mot de passe refusé par la politique (au plus ${PASSWORD_MAX_LENGTH} caractères), ou identique à l’actuel`, schema: ERROR })
  @ApiResponse({ status: 409, description: 'Le mot de passe a changé entre-temps', schema: ERROR })
  @ApiResponse({ status: 429, description: 'Trop de mots de passe erronés : attendre comme à la connexion', schema: ERROR })
  @Refusals()
  change(@Body() body: ChangeOwnPasswordDto, @Req() req: Request): Promise<PasswordChanged> {
    return this.password.change(this.personOf(req), sessionIdOf(req), body.current_password, body.new_password, req);
  }

  @Post('sessions/end-others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Termine toutes mes autres sessions (la session de cette requête continue) ; une à une : DELETE /auth/sessions/{id}' })
  @ApiResponse({
    status: 200,
    description: 'Combien de sessions ont été terminées',
    schema: { type: 'object', required: ['message', 'ended'], properties: { message: { type: 'string' }, ended: { type: 'integer', minimum: 0 } } },
  })
  @Refusals()
  async endOthers(@Req() req: Request): Promise<{ message: string; ended: number }> {
    const user = this.personOf(req);
    const ended = await this.sessions.endAllOf(user._id, sessionIdOf(req));
    return { message: ended ? `${ended} session${ended > 1 ? 's' : ''} terminée${ended > 1 ? 's' : ''}` : 'Aucune autre session ouverte', ended };
  }

  /** The signed-in person; a key is refused. */
  private personOf(req: Request): SessionUser {
    const user = req.user as SessionUser;
    if (isKeyCaller(user)) throw new ForbiddenException(OWN_PASSWORD_MESSAGES.keyRefused);
    return user;
  }

  private async accountOf(user: SessionUser): Promise<OwnAccount> {
    const [record, mfaEnabled, security] = await Promise.all([this.crud.findById(users, user._id), this.mfa.isEnabled(user._id), this.settings.security()]);
    if (!record) throw new NotFoundException(ERRORS.notFound);
    const stored = record.toObject() as Record<string, unknown>;
    return {
      id: user._id,
      name: String(stored.name ?? ''),
      email: String(stored.email ?? ''),
      role: String(stored.role ?? ''),
      created_at: dateOr(stored.created_at),
      password_changed_at: dateOr(stored.password_changed_at),
      mfa_enabled: mfaEnabled,
      password_policy: passwordPolicyOf(security),
    };
  }
}
