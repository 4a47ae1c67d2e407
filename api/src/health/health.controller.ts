import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Public } from '../auth/roles.decorator';
import { ERRORS } from '../common/errors';

@ApiTags('Santé')
@Public()
@Controller('health')
export class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  @Get()
  @ApiOperation({ summary: 'Répond 200 quand la base de données répond' })
  async check() {
    try {
      await this.connection.db!.admin().ping();
      return { status: 'ok' };
    } catch {
      throw new ServiceUnavailableException(ERRORS.databaseUnavailable);
    }
  }
}
