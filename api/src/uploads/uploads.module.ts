import { Module } from '@nestjs/common';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** The site's public images (the registry's image fields, POST /api/uploads), served back under /uploads. Private files are platform/files'. */
@Module({ controllers: [UploadsController], providers: [UploadsService] })
export class UploadsModule {}
