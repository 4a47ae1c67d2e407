import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONTACT_FLOOD_MESSAGE,
  CONTACT_PUBLIC_FIELDS,
  CONTACT_RATE_WINDOW_MS,
  CONTACT_SUCCESS_MESSAGE,
  contactMessages,
} from '@hexagone/schemas';
import { Public } from '../auth/roles.decorator';
import { config } from '../config';
import { bodySchema } from '../crud/openapi-schema';
import { ContactService } from './contact.service';
import { FloodLimit } from '../platform/limits/flood-limit';
import { publicForm } from './public-body';

@ApiTags('Contact')
@Public()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  @FloodLimit({ limit: config.contactRateLimit, windowMs: CONTACT_RATE_WINDOW_MS, message: CONTACT_FLOOD_MESSAGE })
  @ApiOperation({
    summary: `Formulaire de contact du site : enregistre le message (${CONTACT_PUBLIC_FIELDS.join(', ')}) et répond { message }`,
  })
  @ApiBody({ schema: bodySchema(publicForm(contactMessages, CONTACT_PUBLIC_FIELDS), 'create') })
  async send(@Body() body: unknown, @Ip() ip: string) {
    await this.contact.receive(body, ip);
    return { message: CONTACT_SUCCESS_MESSAGE };
  }
}
