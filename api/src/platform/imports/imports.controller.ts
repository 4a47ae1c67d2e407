/**
 * `POST /api/{collection}/import?dry_run=true|false`, multipart field `file` (.csv or .json): the
 * rows of the file created or updated as the API would, or, in a dry run, only checked. A file
 * with a forbidden or unknown column is refused whole (400) before anything is written.
 */
import {
  BadRequestException,
  Controller,
  HttpCode,
  HttpException,
  Injectable,
  PayloadTooLargeException,
  Post,
  Query,
  Req,
  UploadedFile,
  UseGuards,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { memoryStorage } from 'multer';
import type { ImportReport } from '@hexagone/schemas';
import { ERRORS } from '../../common/errors';
import { AccessService } from '../../crud/access.service';
import { contextOf, userOf } from '../../crud/crud.controller';
import { importGrantOf, ImportAccessGuard } from './import-access.guard';
import { ImportFileError } from './import-columns';
import { readImportFile } from './import-file';
import { ImportService } from './import.service';

const MAX_FILE_BYTES = 10 * 1024 * 1024;

const MulterFile = FileInterceptor('file', { storage: memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: 1 } });

/** multer's refusals in French: a file beyond the limit (413), another field or a second file (400). */
@Injectable()
class FileUpload extends MulterFile implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler) {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(`Fichier trop volumineux : ${MAX_FILE_BYTES / 1024 / 1024} Mo au plus`);
      if (error instanceof HttpException && error.getStatus() < 500) throw new BadRequestException(ERRORS.badRequest);
      throw error;
    }
  }
}

@ApiTags('Imports')
@Controller()
export class ImportsController {
  constructor(
    private readonly imports: ImportService,
    private readonly access: AccessService,
  ) {}

  @Post(':collection/import')
  @HttpCode(200)
  // Guards run before interceptors: a caller who may not write never has their file read.
  @UseGuards(ImportAccessGuard)
  @UseInterceptors(FileUpload)
  @ApiOperation({
    summary: 'Importer un fichier',
    description:
      'Fichier CSV (« ; » ou « , », en-têtes : noms ou libellés des champs, comme l’export) ou JSON (tableau). Une ligne avec « Identifiant » ou un champ unique existant met à jour, sinon crée. dry_run=true vérifie tout sans rien écrire.',
  })
  @ApiParam({ name: 'collection' })
  @ApiQuery({ name: 'dry_run', required: false, enum: ['true', 'false'] })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  async import(
    @Query('dry_run') dryRun: unknown,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
  ): Promise<ImportReport> {
    const { resource, create, update } = importGrantOf(req);
    if (dryRun !== undefined && dryRun !== 'true' && dryRun !== 'false') throw new BadRequestException({ message: ERRORS.badRequest, errors: { dry_run: 'true ou false' } });
    if (!file) throw new BadRequestException({ message: 'Aucun fichier reçu : joignez le fichier à importer (champ « file »)', errors: { file: 'Fichier requis' } });
    try {
      const rows = readImportFile(file.originalname, file.buffer);
      const caller = await this.access.caller(userOf(req));
      return await this.imports.run(resource, rows, { caller, create, update }, { ...contextOf(req), dryRun: dryRun === 'true' });
    } catch (error) {
      if (error instanceof ImportFileError) throw new BadRequestException({ message: error.message, errors: { file: error.message } });
      throw error;
    }
  }
}
