import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../auth/roles.decorator';
import { FloodLimit } from '../platform/limits/flood-limit';
import { BeaconDto } from './beacon.dto';
import { MeasurementService } from './measurement.service';
import { visitorRequest } from './visitor-request';

/** A browser sends a page view every few seconds at most: this leaves a busy reader room and stops a flood. */
export const COLLECT_LIMIT = { limit: 120, windowMs: 60_000, message: 'Trop de mesures envoyées, veuillez patienter.' };

@ApiTags('Statistiques')
@Public()
@Controller('analytics')
export class CollectController {
  constructor(private readonly measurement: MeasurementService) {}

  @Post('collect')
  @HttpCode(204)
  @FloodLimit(COLLECT_LIMIT)
  @ApiOperation({
    summary: "Mesure d'audience du site (navigator.sendBeacon, texte JSON) : page vue ou lien sortant ; rien n'est enregistré avec Do-Not-Track ou Sec-GPC",
  })
  async collect(@Body() beacon: BeaconDto, @Req() req: Request): Promise<void> {
    await this.measurement.collect(beacon, visitorRequest(req));
  }
}
