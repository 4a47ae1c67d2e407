import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { STAFF_ROLES, withPermission } from '@hexagone/schemas';
import { Roles } from '../auth/roles.decorator';
import { RequireAccess } from '../crud/access.guard';
import { DashboardService } from './dashboard.service';

/** The dashboard's figures, charts and recent activity (administrators and members holding analytics.view). */
@ApiTags('Tableau de bord')
@ApiBearerAuth()
@Roles(...STAFF_ROLES)
@RequireAccess(withPermission('analytics.view'))
@Controller('analytics')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('overview')
  @ApiOperation({
    summary: 'Chiffres clés : { data: { users: {total, active, new, change}, revenue: {total, monthly, change}, tickets: {open, resolved, change}, services: {active, total, change} } }',
    description: 'new : créés depuis 30 jours ; change : évolution en % par rapport à la période précédente (mois précédent pour le revenu), null quand celle-ci était à zéro (pas de taux depuis rien)',
  })
  async overview() {
    return { data: await this.dashboard.overview() };
  }

  @Get('activity')
  @ApiOperation({ summary: 'Activité récente : { data: [{ id, type, icon, message, timestamp }] }, la plus récente en premier' })
  async activity() {
    return { data: await this.dashboard.activity() };
  }

  @Get('charts')
  @ApiOperation({
    summary:
      'Graphiques : { data: { revenue: [{ month, amount }] sur six mois, services: [{ type, label, count }], newUsers: [{ day, count }] sur 7 jours } }',
  })
  async charts() {
    return { data: await this.dashboard.charts() };
  }
}
