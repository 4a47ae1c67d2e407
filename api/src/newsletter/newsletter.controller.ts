import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  NEWSLETTER_FLOOD_MESSAGE,
  NEWSLETTER_PUBLIC_FIELDS,
  NEWSLETTER_RATE_WINDOW_MS,
  NEWSLETTER_SUCCESS_MESSAGE,
  newsletterSubscribers,
} from '@hexagone/schemas';
import { Public } from '../auth/roles.decorator';
import { config } from '../config';
import { FloodLimit } from '../platform/limits/flood-limit';
import { publicForm } from '../contact/public-body';
import { bodySchema } from '../crud/openapi-schema';
import { NewsletterService } from './newsletter.service';

@ApiTags('Newsletter')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @HttpCode(201)
  @FloodLimit({ limit: config.newsletterRateLimit, windowMs: NEWSLETTER_RATE_WINDOW_MS, message: NEWSLETTER_FLOOD_MESSAGE })
  @ApiOperation({ summary: 'Inscription à la newsletter depuis le site : une adresse est enregistrée une seule fois ; répond { message }' })
  @ApiBody({ schema: bodySchema(publicForm(newsletterSubscribers, NEWSLETTER_PUBLIC_FIELDS), 'create') })
  async subscribe(@Body() body: unknown) {
    await this.newsletter.subscribe(body);
    return { message: NEWSLETTER_SUCCESS_MESSAGE };
  }
}
