/**
 * Reads the multipart field `file` in memory, up to a hard limit, after checking which
 * registry field the upload is for; multer's English refusals become French ones, "File too
 * large" the field's own size message.
 */
import {
  BadRequestException,
  HttpException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { memoryStorage } from 'multer';
import { formatMegabytes, messages, type FieldDef } from '@hexagone/schemas';
import { ERRORS } from '../common/errors';
import { uploadField, uploadHardLimit } from './upload-target';

const HARD_LIMIT = uploadHardLimit();

const MulterSingleFile = FileInterceptor('file', { storage: memoryStorage(), limits: { fileSize: HARD_LIMIT, files: 1 } });

/** The field an upload request names, or a 400. */
export function requireUploadField(req: Request): FieldDef {
  const field = uploadField(req.query.collection, req.query.field);
  if (!field) throw new BadRequestException(ERRORS.badRequest);
  return field;
}

export function uploadRefused(field: FieldDef, status: number, message: string): HttpException {
  return new HttpException({ message, errors: { [field.name]: message } }, status);
}

@Injectable()
export class UploadInterceptor extends MulterSingleFile implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler) {
    const field = requireUploadField(context.switchToHttp().getRequest<Request>());
    try {
      return await super.intercept(context, next);
    } catch (error) {
      // Beyond the hard limit, the file is beyond this field's size too.
      if (error instanceof PayloadTooLargeException) throw uploadRefused(field, 413, messages.maxSize(formatMegabytes(field.maxSize ?? HARD_LIMIT)));
      // multer's other refusals (another field name, a second file) speak English.
      if (error instanceof HttpException && error.getStatus() < 500) throw new BadRequestException(ERRORS.badRequest);
      throw error;
    }
  }
}
