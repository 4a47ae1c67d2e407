import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ANALYTICS_ACCESS, ANALYTICS_PERIODS } from '@hexagone/schemas';
import { RequireAccess } from '../crud/access.guard';
import { parsePeriod } from './analytics-period';
import { AudienceService } from './audience.service';

const PERIOD_QUERY = { name: 'period', required: false, enum: ANALYTICS_PERIODS.map((p) => p.value), description: '7d par défaut' };

/** The audience figures of /webmaster/analytics (spec 3 §7), for administrators, members holding analytics.view and API keys holding read:analytics. */
@ApiTags('Statistiques')
@ApiBearerAuth()
@RequireAccess(ANALYTICS_ACCESS)
@Controller('analytics')
export class AudienceController {
  constructor(private readonly audience: AudienceService) {}

  @Get('metrics')
  @ApiOperation({ summary: 'Cartes : users {total, active, new, growth}, revenue {total, monthly, mrr, growth}, conversions {rate, total, value, growth}, visitors {realtime, today, unique, growth}' })
  @ApiQuery(PERIOD_QUERY)
  metrics(@Query('period') period?: string) {
    return this.audience.metrics(parsePeriod(period));
  }

  @Get('traffic')
  @ApiOperation({ summary: 'Visites par source : { direct, organic, social, referral, email, paid }' })
  @ApiQuery(PERIOD_QUERY)
  traffic(@Query('period') period?: string) {
    return this.audience.traffic(parsePeriod(period));
  }

  @Get('geography')
  @ApiOperation({ summary: 'Les 10 premiers pays : [{ code, name, visitors, sessions, bounceRate, avgDuration }]' })
  @ApiQuery(PERIOD_QUERY)
  geography(@Query('period') period?: string) {
    return this.audience.geography(parsePeriod(period));
  }

  @Get('top-pages')
  @ApiOperation({ summary: 'Pages les plus vues : [{ title, url, views, percentage }]' })
  @ApiQuery(PERIOD_QUERY)
  topPages(@Query('period') period?: string) {
    return this.audience.topPages(parsePeriod(period));
  }

  @Get('devices')
  @ApiOperation({ summary: 'Appareils en % des visiteurs : { desktop, mobile, tablet, browsers: [{ name, percentage }] }' })
  @ApiQuery(PERIOD_QUERY)
  devices(@Query('period') period?: string) {
    return this.audience.devices(parsePeriod(period));
  }

  @Get('funnel')
  @ApiOperation({ summary: "Parcours principal : [{ label, visitors }] de l'accueil au message envoyé" })
  @ApiQuery(PERIOD_QUERY)
  funnel(@Query('period') period?: string) {
    return this.audience.funnel(parsePeriod(period));
  }

  @Get('realtime')
  @ApiOperation({ summary: 'Visiteurs des 5 dernières minutes : { visitors }' })
  async realtime() {
    return { visitors: await this.audience.realtime() };
  }
}
