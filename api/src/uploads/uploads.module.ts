import { Module } from '@nestjs/common';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** Files of the registry's image and file fields (POST /api/uploads), served back under /uploads. */
@Module({ controllers: [UploadsController], providers: [UploadsService] })
export class UploadsModule {}
