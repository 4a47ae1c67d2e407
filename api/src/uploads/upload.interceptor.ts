/**
 * Reads the multipart field `file` in memory, up to a hard limit, after checking which
 * registry field the upload is for; multer's English refusals become French ones, "File too
 * large" the field's own size message. One for the public images, one for private files.
 */
import {
  BadRequestException,
  HttpException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { memoryStorage } from 'multer';
import { formatMegabytes, messages, privateFileMaxSize, type FieldDef } from '@hexagone/schemas';
import { ERRORS } from '../common/errors';
import { isPrivateUploadField, privateUploadHardLimit, uploadHardLimit, uploadTarget, type UploadTarget } from './upload-target';

export function uploadRefused(field: FieldDef, status: number, message: string): HttpException {
  return new HttpException({ message, errors: { [field.name]: message } }, status);
}

interface SingleFileRules {
  /** The field the request names, or a 400. */
  targetOf: (req: Request) => UploadTarget;
  maxSizeOf: (field: FieldDef) => number;
  hardLimit: number;
}

function singleFileInterceptor({ targetOf, maxSizeOf, hardLimit }: SingleFileRules): Type<NestInterceptor> {
  // Browsers send the file name in UTF-8 without saying so; multer would read it as Latin-1.
  const MulterSingleFile = FileInterceptor('file', { storage: memoryStorage(), limits: { fileSize: hardLimit, files: 1 }, defParamCharset: 'utf8' });

  @Injectable()
  class SingleFileInterceptor extends MulterSingleFile implements NestInterceptor {
    override async intercept(context: ExecutionContext, next: CallHandler) {
      const { field } = targetOf(context.switchToHttp().getRequest<Request>());
      try {
        return await super.intercept(context, next);
      } catch (error) {
        // Beyond the hard limit, the file is beyond this field's size too.
        if (error instanceof PayloadTooLargeException) throw uploadRefused(field, 413, messages.maxSize(formatMegabytes(maxSizeOf(field))));
        // multer's other refusals (another field name, a second file) speak English.
        if (error instanceof HttpException && error.getStatus() < 500) throw new BadRequestException(ERRORS.badRequest);
        throw error;
      }
    }
  }
  return SingleFileInterceptor;
}

const targetOrRefusal = (target: UploadTarget | undefined): UploadTarget => {
  if (!target) throw new BadRequestException(ERRORS.badRequest);
  return target;
};

/** The public image field an upload request names, or a 400. */
export const requireUploadField = (req: Request): FieldDef => targetOrRefusal(uploadTarget(req.query.collection, req.query.field)).field;

/** The private file field a request names, with its resource, or a 400. */
export const requirePrivateUploadTarget = (req: Request): UploadTarget => targetOrRefusal(uploadTarget(req.query.collection, req.query.field, isPrivateUploadField));

const IMAGE_HARD_LIMIT = uploadHardLimit();

export const UploadInterceptor = singleFileInterceptor({
  targetOf: (req) => targetOrRefusal(uploadTarget(req.query.collection, req.query.field)),
  maxSizeOf: (field) => field.maxSize ?? IMAGE_HARD_LIMIT,
  hardLimit: IMAGE_HARD_LIMIT,
});

export const PrivateUploadInterceptor = singleFileInterceptor({
  targetOf: requirePrivateUploadTarget,
  maxSizeOf: privateFileMaxSize,
  hardLimit: privateUploadHardLimit(),
});
