import { Global, Module } from '@nestjs/common';
import { SignedLinkGuard } from './signed-link.guard';
import { SignedLinkService } from './signed-link.service';
import { SignedLinksController } from './signed-links.controller';

/** Short-lived, single-use, signed links for streams and downloads (see signed-link-codec). */
@Global()
@Module({
  controllers: [SignedLinksController],
  providers: [SignedLinkService, SignedLinkGuard],
  exports: [SignedLinkService, SignedLinkGuard],
})
export class SignedLinksModule {}
