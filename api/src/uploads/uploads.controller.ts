import { Controller, HttpCode, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { messages, STAFF_ROLES, withPermission } from '@hexagone/schemas';
import { Roles } from '../auth/roles.decorator';
import { RequireAccess } from '../crud/access.guard';
import { checkUpload, type ReceivedFile } from './upload-check';
import { UploadInterceptor, requireUploadField, uploadRefused } from './upload.interceptor';
import { UploadsService } from './uploads.service';

@ApiTags('Fichiers')
@ApiBearerAuth()
// Images of the contents and of the settings: their editors, never a read-only role.
@Roles(...STAFF_ROLES)
@RequireAccess(withPermission('content.edit', 'settings.manage'), { write: true })
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({
    summary: "Téléverser l'image publique d'un champ image",
    description: 'Vérifié selon la taille et les types du champ, puis selon son contenu réel ; répond { url } (/uploads/…).',
  })
  @ApiQuery({ name: 'collection', required: true, description: 'Collection du champ (blog_posts)' })
  @ApiQuery({ name: 'field', required: true, description: 'Champ image (featured_image)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } })
  async upload(@Req() req: Request, @UploadedFile() file: ReceivedFile | undefined): Promise<{ url: string }> {
    const field = requireUploadField(req);
    if (!file) throw uploadRefused(field, 400, messages.required(field.label));
    const verdict = await checkUpload(field, file);
    if (!verdict.ok) throw uploadRefused(field, verdict.status, verdict.message);
    return { url: await this.uploads.store(file.buffer, verdict.kind.ext) };
  }
}
