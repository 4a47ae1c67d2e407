/**
 * The public page of a visitor's ticket, reached by the signed follow link e-mailed to them
 * (ticket-follow.ts): the ticket and its thread, the visitor's answer, their attachments. Every
 * call names the ticket by its id and the link's token; any other pair answers the same 404.
 */
import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { fieldByName, messages, SUPPORT_MESSAGES, supportTicketMessages, supportTickets, TICKET_FOLLOW_LIMIT, type FieldDef, type StoredFile, type Values } from '@hexagone/schemas';
import { Public } from '../auth/roles.decorator';
import { ERRORS } from '../common/errors';
import { bodySchema } from '../crud/openapi-schema';
import { FloodLimit } from '../platform/limits/flood-limit';
import { downloadHeaders } from '../platform/files/download-headers';
import { checkPrivateFile } from '../platform/files/file-check';
import type { ReceivedFile } from '../uploads/upload-check';
import { PrivateUploadInterceptor, requirePrivateUploadTarget, uploadRefused } from '../uploads/upload.interceptor';
import { TicketFollowService } from './ticket-follow.service';

/** The follow link's token, then the registry's fields of a reply and of a new ticket. */
const TOKEN: FieldDef = { name: 'token', label: 'Jeton du lien de suivi', type: 'text', required: true };
const REPLY_FIELDS = [TOKEN, fieldByName(supportTicketMessages, 'content')!, fieldByName(supportTicketMessages, 'attachments')!];
const FOLLOW_UP_FIELDS = [TOKEN, fieldByName(supportTickets, 'description')!];

const body = (value: unknown): Values => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {});

@ApiTags('Support')
@Public()
@Controller('support/follow')
export class TicketFollowController {
  constructor(private readonly follow: TicketFollowService) {}

  @Get(':id')
  @ApiOperation({ summary: 'Le ticket d’un visiteur et ses échanges, par son lien de suivi (?token=)' })
  async read(@Param('id') id: string, @Query('token') token: string) {
    return this.follow.view(await this.follow.ticket(id, token));
  }

  @Post(':id/messages')
  @HttpCode(201)
  @FloodLimit({ ...TICKET_FOLLOW_LIMIT, message: SUPPORT_MESSAGES.flood })
  @ApiOperation({ summary: 'Réponse du visiteur à son ticket ({ token, content, attachments })' })
  @ApiBody({ schema: bodySchema({ fields: REPLY_FIELDS }, 'create') })
  async reply(@Param('id') id: string, @Body() sent: unknown) {
    const { token, content, attachments } = body(sent);
    return this.follow.reply(await this.follow.ticket(id, token), content, attachments);
  }

  @Post(':id/follow-up')
  @HttpCode(201)
  @FloodLimit({ ...TICKET_FOLLOW_LIMIT, message: SUPPORT_MESSAGES.flood })
  @ApiOperation({ summary: 'Nouveau ticket du visiteur à la suite de son ticket fermé ({ token, description }) ; répond son lien de suivi' })
  @ApiBody({ schema: bodySchema({ fields: FOLLOW_UP_FIELDS }, 'create') })
  async followUp(@Param('id') id: string, @Body() sent: unknown) {
    const { token, description } = body(sent);
    return this.follow.followUp(await this.follow.ticket(id, token), description);
  }

  @Post(':id/files')
  @HttpCode(201)
  @FloodLimit({ ...TICKET_FOLLOW_LIMIT, message: SUPPORT_MESSAGES.flood })
  @UseInterceptors(PrivateUploadInterceptor)
  @ApiOperation({ summary: 'Pièce jointe d’une réponse du visiteur (?token=&collection=support_ticket_messages&field=attachments)' })
  @ApiQuery({ name: 'token', required: true })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } })
  async upload(@Param('id') id: string, @Query('token') token: string, @Req() req: Request, @UploadedFile() file: ReceivedFile | undefined): Promise<StoredFile> {
    const { resource, field } = requirePrivateUploadTarget(req);
    if (resource.name !== supportTicketMessages.name || field.name !== 'attachments') throw new BadRequestException(ERRORS.badRequest);
    const ticket = await this.follow.ticket(id, token);
    if (!file) throw uploadRefused(field, 400, messages.required(field.label));
    const verdict = await checkPrivateFile(field, file);
    if (!verdict.ok) throw uploadRefused(field, verdict.status, verdict.message);
    return this.follow.upload(ticket, { bytes: file.buffer, name: verdict.name, type: verdict.content.mime });
  }

  @Get(':id/files/:file')
  @ApiOperation({ summary: 'Télécharger une pièce jointe du ticket du visiteur (?token=)' })
  async download(@Param('id') id: string, @Param('file') fileId: string, @Query('token') token: string, @Res() res: Response): Promise<void> {
    const { file, bytes } = await this.follow.download(await this.follow.ticket(id, token), fileId);
    res.status(200).set(downloadHeaders(file));
    bytes.once('error', () => res.destroy()).pipe(res);
  }
}
