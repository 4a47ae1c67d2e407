/** The cleanup's calls (spec 3 §7): statistics, a run now, the retention. Administrators only. */
import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ADMIN_ONLY, cleanupSettings, fieldByName } from '@hexagone/schemas';
import { bodySchema } from '../crud/openapi-schema';
import type { SessionUser } from '../auth/session-user';
import { RequireAccess } from '../crud/access.guard';
import { contextOf } from '../crud/crud.controller';
import { CleanupService } from './cleanup.service';

@ApiTags('Nettoyage')
@ApiBearerAuth()
@Controller('system/cleanup')
export class CleanupController {
  constructor(private readonly cleanup: CleanupService) {}

  @Get('stats')
  @RequireAccess(ADMIN_ONLY)
  @ApiOperation({ summary: 'Par collection : total, à supprimer, à conserver, pourcentage et règle ; totaux, date limite, retention_days, dernière exécution' })
  stats() {
    return this.cleanup.stats();
  }

  @Post('run')
  @HttpCode(200)
  @RequireAccess(ADMIN_ONLY, { write: true })
  @ApiOperation({ summary: 'Exécute le nettoyage maintenant : { message, run }' })
  async run(@Req() req: Request) {
    const run = await this.cleanup.run('manual', (req.user as SessionUser | undefined)?._id ?? null);
    return { message: CleanupService.runMessage(run), run };
  }

  @Put('config')
  @RequireAccess(ADMIN_ONLY, { write: true })
  @ApiOperation({ summary: 'Enregistre retention_days (1 à 365 ; 7 si ce n’est pas un nombre) : { message, retention_days }' })
  @ApiBody({ schema: bodySchema({ fields: [fieldByName(cleanupSettings, 'retention_days')!] }, 'edit') })
  config(@Body() body: unknown, @Req() req: Request) {
    return this.cleanup.configure(body, contextOf(req));
  }
}
