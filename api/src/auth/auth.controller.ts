import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthService } from './auth.service';
import { LoginDto } from './login.dto';
import { MfaDto } from './mfa.dto';
import { Public } from './roles.decorator';
import type { SessionUser } from './session-user';

@ApiTags('Authentification')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Connexion par e-mail et mot de passe : { token, user }, ou pour un administrateur { mfaRequired, mfaToken } ' +
      "puis POST /auth/mfa ; au premier passage { mfaSetupRequired, mfaToken, secret, otpauthUrl, qrCode } pour enrôler l'application d'authentification",
  })
  login(@Body() body: LoginDto) {
    return this.auth.login(body.email, body.password);
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('mfa')
  @HttpCode(200)
  @ApiOperation({ summary: 'Second facteur : code à 6 chiffres de l’application d’authentification ; renvoie { token, user }' })
  mfa(@Body() body: MfaDto) {
    return this.auth.completeMfa(body.mfaToken, body.code);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: "L'utilisateur connecté" })
  me(@Req() request: { user: SessionUser }) {
    return { user: request.user };
  }
}
