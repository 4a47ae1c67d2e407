import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module';
import { SignedLinkGuard } from './signed-link.guard';
import { SignedLinkService } from './signed-link.service';
import { SignedLinksController } from './signed-links.controller';

/** Short-lived, single-use, signed links for streams and downloads (see signed-link-codec). */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [SignedLinksController],
  providers: [SignedLinkService, SignedLinkGuard],
  exports: [SignedLinkService, SignedLinkGuard],
})
export class SignedLinksModule {}
