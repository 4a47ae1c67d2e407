/**
 * `POST /api/files?collection=&field=`: an upload for a private file field, by whoever may
 * create or change that collection's records; answers the stored file to put in the record.
 * `GET /api/files/{id}`: the file, for whoever may read the record holding it, with the
 * session or a signed link (POST /api/signed-links), always as a download run nowhere.
 */
import { Controller, ForbiddenException, Get, HttpCode, Param, Post, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { allowsWrite, messages, type StoredFile } from '@hexagone/schemas';
import { Public } from '../../auth/roles.decorator';
import type { SessionUser } from '../../auth/session-user';
import { ERRORS } from '../../common/errors';
import { AccessService } from '../../crud/access.service';
import type { ReceivedFile } from '../../uploads/upload-check';
import { PrivateUploadInterceptor, requirePrivateUploadTarget, uploadRefused } from '../../uploads/upload.interceptor';
import { SignedLinkGuard } from '../signed-links/signed-link.guard';
import { checkPrivateFile } from './file-check';
import { downloadHeaders } from './download-headers';
import { FilesService } from './files.service';

@ApiTags('Fichiers privés')
@ApiBearerAuth()
@Controller('files')
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly access: AccessService,
  ) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(PrivateUploadInterceptor)
  @ApiOperation({
    summary: "Téléverser un fichier privé (pièce jointe d'un enregistrement)",
    description:
      "Vérifié selon la taille du champ puis selon son contenu réel (images, PDF, texte UTF-8, DOC, DOCX) ; répond { id, name, size, type }, à placer dans le champ de l'enregistrement.",
  })
  @ApiQuery({ name: 'collection', required: true, description: 'Collection du champ (support_tickets)' })
  @ApiQuery({ name: 'field', required: true, description: 'Champ fichier (attachments)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } })
  async upload(@Req() req: Request, @UploadedFile() file: ReceivedFile | undefined): Promise<StoredFile> {
    const { resource, field } = requirePrivateUploadTarget(req);
    const user = req.user as SessionUser;
    // Whoever may create or change a record of the collection may bring it files.
    const caller = await this.access.caller(user);
    if (![resource.access.create, resource.access.update].some((rule) => allowsWrite(rule, caller))) throw new ForbiddenException(ERRORS.forbidden);
    if (!file) throw uploadRefused(field, 400, messages.required(field.label));
    const verdict = await checkPrivateFile(field, file);
    if (!verdict.ok) throw uploadRefused(field, verdict.status, verdict.message);
    return this.files.keep(resource, field, { bytes: file.buffer, name: verdict.name, type: verdict.content.mime }, user);
  }

  @Get(':id')
  @Public()
  @UseGuards(SignedLinkGuard)
  @ApiOperation({ summary: 'Télécharger un fichier privé', description: "Pour qui peut lire l'enregistrement qui le contient ; 404 sinon." })
  @ApiParam({ name: 'id' })
  @ApiQuery({ name: 'signature', required: false, description: 'Signature de POST /api/signed-links pour ce chemin' })
  @ApiProduces('application/octet-stream')
  async download(@Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { file, bytes } = await this.files.open(id, req.user as SessionUser | undefined);
    res.status(200).set(downloadHeaders(file));
    bytes.once('error', () => res.destroy()).pipe(res);
  }
}
