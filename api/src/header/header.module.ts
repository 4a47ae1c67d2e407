import { Module } from '@nestjs/common';
import { HeaderController } from './header.controller';
import { HeaderService } from './header.service';

/** The API of the back-office header (bell and search). */
@Module({ controllers: [HeaderController], providers: [HeaderService] })
export class HeaderModule {}
