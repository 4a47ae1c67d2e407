import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectConnection } from '@nestjs/mongoose';
import type { Response } from 'express';
import type { Connection } from 'mongoose';
import { Public } from '../auth/roles.decorator';
import { RETRY_AFTER_SECONDS } from '../common/error.filter';
import { ERRORS } from '../common/errors';
import { DATABASE_PROBE, databaseStatus, isDatabaseUp, type DatabaseProbe } from '../database/database-health';

const PING_TIMEOUT_MS = 1_500;

@ApiTags('Santé')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(DATABASE_PROBE) private readonly probe: DatabaseProbe,
  ) {}

  @Get()
  @ApiOperation({
    summary: "État du serveur : 200 quand tout répond, 503 sinon, avec la partie en panne (connexion à la base, processus de la base embarquée)",
  })
  async check(@Res({ passthrough: true }) res: Response) {
    const status = databaseStatus(this.connection, this.probe);
    if (isDatabaseUp(status) && !(await this.ping())) status.connection = 'indisponible';
    if (isDatabaseUp(status)) return { status: 'ok', database: status };
    res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return { status: 'indisponible', message: ERRORS.databaseUnavailable, database: status };
  }

  private async ping(): Promise<boolean> {
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), PING_TIMEOUT_MS).unref());
    const ping = this.connection.db!.admin().ping().then(() => true, () => false);
    return Promise.race([ping, timeout]);
  }
}
