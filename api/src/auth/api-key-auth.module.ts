import { Global, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ApiKeyAuth } from './api-key-auth';

/** Global: every guard that accepts a bearer (the global one, the signed links') accepts a key the same way. */
@Global()
@Module({ imports: [AuditModule], providers: [ApiKeyAuth], exports: [ApiKeyAuth] })
export class ApiKeyAuthModule {}
