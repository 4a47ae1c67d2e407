import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ERRORS } from '../common/errors';
import { AccessService } from '../crud/access.service';
import { AuthService, type LoginResult } from './auth.service';
import { PasswordRenewDto } from './password-renew.dto';
import { clearSessionCookie, setSessionCookie } from './staff-cookie';
import { sessionIdOf } from './jwt.strategy';
import { KnownDevices } from './known-devices';
import { LoginDto } from './login.dto';
import { MfaDto } from './mfa.dto';
import { Public } from './roles.decorator';
import { SessionsService, type Origin } from './sessions.service';
import type { SessionUser } from './session-user';

const originOf = (req: Request): Origin => ({ ip: req.ip, userAgent: req.get('user-agent') });
const userOf = (req: Request) => req.user as SessionUser;

@ApiTags('Authentification')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly access: AccessService,
    private readonly devices: KnownDevices,
  ) {}

  /** A sign-in's answer, its session also kept in the site's cookie (staff-cookie.ts), the browser known to the account from now on. */
  private async withCookie<T extends LoginResult>(req: Request, res: Response, answer: Promise<T>): Promise<T> {
    const result = await answer;
    if ('token' in result) {
      setSessionCookie(res, result.token);
      this.devices.remember(req, res, result.user._id);
    }
    return result;
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Connexion par e-mail et mot de passe : { token, user }, ou pour un administrateur { mfaRequired, mfaToken } ' +
      "puis POST /auth/mfa ; au premier passage { mfaSetupRequired, mfaToken, secret, otpauthUrl, qrCode } pour enrôler l'application d'authentification",
  })
  login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const knownDevice = (userId: string) => this.devices.deviceOf(req, userId);
    return this.withCookie(req, res, this.auth.login(body.email, body.password, { ...originOf(req), knownDevice }));
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('password/renew')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Mot de passe expiré : après { passwordExpired, passwordToken } de POST /auth/login, le nouveau mot de passe (politique des paramètres de sécurité) ; ' +
      'la connexion continue ensuite comme POST /auth/login',
  })
  renew(@Body() body: PasswordRenewDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.withCookie(req, res, this.auth.renewExpired(body.passwordToken, body.password, originOf(req)));
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('mfa')
  @HttpCode(200)
  @ApiOperation({ summary: 'Second facteur : code à 6 chiffres de l’application d’authentification ; renvoie { token, user }' })
  mfa(@Body() body: MfaDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.withCookie(req, res, this.auth.completeMfa(body.mfaToken, body.code, originOf(req)));
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: "L'utilisateur connecté, avec les permissions de son rôle (le back-office masque ce qu'il ne peut pas faire)" })
  async me(@Req() req: Request) {
    const user = userOf(req);
    const caller = await this.access.caller(user);
    return { user: { ...user, permissions: caller?.permissions ?? [] } };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Déconnexion : la session du jeton se termine, le jeton ne sert plus' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.sessions.end(sessionIdOf(req)!);
    clearSessionCookie(res);
    return { message: 'Vous êtes déconnecté' };
  }

  @Get('sessions')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Les sessions ouvertes du compte connecté : appareil, adresse, dernière activité' })
  async listSessions(@Req() req: Request) {
    return { data: await this.sessions.listFor(userOf(req)._id, sessionIdOf(req)) };
  }

  @Delete('sessions/:id')
  @ApiBearerAuth()
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Termine une des sessions du compte connecté' })
  async endSession(@Param('id') id: string, @Req() req: Request) {
    if (!(await this.sessions.end(id, userOf(req)._id))) throw new NotFoundException(ERRORS.notFound);
    return { message: 'Session terminée' };
  }
}
