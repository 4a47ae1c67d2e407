import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { TEAM_MANAGER_PERMISSION, withPermission } from '@hexagone/schemas';
import { Public } from '../auth/roles.decorator';
import { RequireAccess } from '../crud/access.guard';
import { contextOf } from '../crud/crud.controller';
import { TeamInvitationsService } from './team-invitations.service';
import { TeamMembersService } from './team-members.service';
import { AcceptInvitationDto, InvitationDto, MemberDto } from './team.dto';

/** Who sees and manages the team: administrators and members holding users.manage (never a viewer for a change). */
const TEAM_ACCESS = withPermission(TEAM_MANAGER_PERMISSION);

/** The address the request came to: an invitation's link names it when neither the Site tab nor SITE_URL names one. */
const requestOriginOf = (req: Request) => `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;

@ApiTags('Équipe')
@ApiBearerAuth()
@Controller('webmaster/team')
export class TeamController {
  constructor(
    private readonly members: TeamMembersService,
    private readonly invitations: TeamInvitationsService,
  ) {}

  @Get('members')
  @RequireAccess(TEAM_ACCESS)
  @ApiOperation({ summary: 'Les membres : { data: [{ id, name, email, role, permissions, last_login, created_at }] }' })
  async listMembers() {
    return { data: await this.members.list() };
  }

  @Post('members')
  @RequireAccess(TEAM_ACCESS, { write: true })
  @ApiOperation({ summary: 'Ajoute un membre (name, email, role, permissions) ; répond son mot de passe provisoire, affiché une seule fois' })
  createMember(@Body() body: MemberDto, @Req() req: Request) {
    return this.members.create(body, contextOf(req));
  }

  @Put('members/:id')
  @RequireAccess(TEAM_ACCESS, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Modifie un membre ; un changement de rôle ou de permissions termine ses sessions' })
  updateMember(@Param('id') id: string, @Body() body: MemberDto, @Req() req: Request) {
    return this.members.update(id, body, contextOf(req));
  }

  @Delete('members/:id')
  @RequireAccess(TEAM_ACCESS, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Retire un membre (son compte est supprimé) ; jamais le dernier administrateur actif (409)' })
  removeMember(@Param('id') id: string, @Req() req: Request) {
    return this.members.remove(id, contextOf(req));
  }

  @Get('members/:id/activity')
  @RequireAccess(TEAM_ACCESS)
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Les dernières entrées du journal d’activité du membre : { data: [{ timestamp, action, details, ip_address }] }' })
  async memberActivity(@Param('id') id: string) {
    return { data: await this.members.activity(id) };
  }

  @Get('invitations')
  @RequireAccess(TEAM_ACCESS)
  @ApiOperation({ summary: 'Les invitations en attente : { data: [{ id, email, role, message, created_at, expires_at, expired }] }' })
  async listInvitations() {
    return { data: await this.invitations.list() };
  }

  @Post('invitations')
  @RequireAccess(TEAM_ACCESS, { write: true })
  @ApiOperation({ summary: 'Invite par e-mail (email, role, message) : un lien à usage unique, valable 7 jours' })
  invite(@Body() body: InvitationDto, @Req() req: Request) {
    return this.invitations.create(body, contextOf(req), requestOriginOf(req));
  }

  @Delete('invitations/:id')
  @RequireAccess(TEAM_ACCESS, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Révoque une invitation en attente : son lien ne sert plus' })
  revoke(@Param('id') id: string, @Req() req: Request) {
    return this.invitations.revoke(id, contextOf(req));
  }
}

/** The invitation page of the site: the invitee reads the invitation, then accepts it. */
@ApiTags('Équipe')
@Controller('team/invitation')
export class InvitationController {
  constructor(private readonly invitations: TeamInvitationsService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'L’invitation d’un lien (token) : e-mail, rôle, expiration ; 404 lien inconnu, 410 utilisée, révoquée ou expirée' })
  check(@Query('token') token: string) {
    return this.invitations.check(typeof token === 'string' ? token : '');
  }

  @Public()
  @Post('accept')
  @HttpCode(201)
  @ApiOperation({ summary: 'Accepte l’invitation (token, name, password, confirmPassword) : le compte du membre est créé, le lien ne sert plus' })
  accept(@Body() body: AcceptInvitationDto, @Req() req: Request) {
    return this.invitations.accept(body, contextOf(req));
  }
}
