import { BadRequestException, Controller, Get, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SEARCH_MIN_LENGTH, STAFF_ROLES } from '@hexagone/schemas';
import { Roles } from '../auth/roles.decorator';
import type { SessionUser } from '../auth/session-user';
import { HeaderService } from './header.service';

const SEARCH_MAX_LENGTH = 100;

/** The back-office header: the bell's notifications and the record search. */
@ApiTags('En-tête du back-office')
@ApiBearerAuth()
// Every staff account: what it finds and is notified of is filtered by its access.
@Roles(...STAFF_ROLES)
@Controller()
export class HeaderController {
  constructor(private readonly header: HeaderService) {}

  @Get('notifications')
  @ApiOperation({ summary: 'Ce qui attend une action : { total, items: [{ resource, count, label, icon, path }] }' })
  notifications(@Req() request: Request) {
    return this.header.notifications(request.user as SessionUser);
  }

  @Get('search')
  @ApiQuery({
    name: 'q',
    description: `texte cherché, ${SEARCH_MIN_LENGTH} à ${SEARCH_MAX_LENGTH} caractères`,
    schema: { type: 'string', pattern: `^\\S.{${SEARCH_MIN_LENGTH - 2},${SEARCH_MAX_LENGTH - 2}}\\S$` },
  })
  @ApiOperation({ summary: 'Recherche dans les collections lisibles : { data: [{ resource, label, route, hits: [{ id, label, detail }] }] }, 5 résultats au plus par collection' })
  async search(@Req() request: Request, @Query('q') q: unknown) {
    const text = typeof q === 'string' ? q.trim() : '';
    if (text.length < SEARCH_MIN_LENGTH || text.length > SEARCH_MAX_LENGTH) {
      throw new BadRequestException({ message: `La recherche doit contenir de ${SEARCH_MIN_LENGTH} à ${SEARCH_MAX_LENGTH} caractères` });
    }
    return { data: await this.header.search(text, request.user as SessionUser) };
  }
}
