import { Module } from '@nestjs/common';
import { PublicContentService } from './public-content.service';

/** The database reads of the public site's on-demand pages (handed to Astro as locals). */
@Module({
  providers: [PublicContentService],
  exports: [PublicContentService],
})
export class PublicContentModule {}
