import { Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import type { StringValue } from 'ms';
import { config } from '../config';
import { throttlersInDatabase } from '../platform/limits/database-throttler-storage';
import { JWT_SECRET } from './auth.constants';
import { ApiKeyAuthModule } from './api-key-auth.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { KnownDevices } from './known-devices';
import { LoginFailures } from './login-failures';
import { MfaService } from './mfa.service';
import { PasswordPolicyService } from './password-policy';
import { loadJwtSecret } from './jwt-secret';
import { RolesGuard } from './roles.guard';
import { SessionBoundStreams } from './session-bound-streams.interceptor';
import { SessionStreams } from './session-streams';
import { SessionsService } from './sessions.service';

const secretProvider = { provide: JWT_SECRET, useFactory: () => loadJwtSecret(config.jwtSecret, config.dataDir) };

@Module({
  imports: [
    ApiKeyAuthModule,
    PassportModule,
    JwtModule.registerAsync({
      extraProviders: [secretProvider],
      inject: [JWT_SECRET],
      useFactory: (secret: string) => ({ secret, signOptions: { expiresIn: config.jwtExpiresIn as StringValue } }),
    }),
    ThrottlerModule.forRootAsync(throttlersInDatabase([{ ttl: 60_000, limit: config.loginRateLimit }])),
  ],
  controllers: [AuthController],
  providers: [
    secretProvider,
    AuthService,
    KnownDevices,
    LoginFailures,
    MfaService,
    PasswordPolicyService,
    SessionsService,
    SessionStreams,
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_INTERCEPTOR, useClass: SessionBoundStreams },
  ],
  exports: [SessionsService, PasswordPolicyService, JwtModule, LoginFailures, MfaService],
})
export class AuthModule {}
