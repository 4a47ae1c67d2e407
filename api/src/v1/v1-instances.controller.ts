/**
 * The public API's instances (site /api, spec 1 §7), authenticated by API key (or session):
 * a key reaches its own account's instances, every one if it holds `admin`. They are the
 * back-office's instances, run by the provisioning driver through InstancesService: created
 * in `provisioning` (starting), then running, and started, stopped or restarted by the actions.
 */
import { BadRequestException, Body, ConflictException, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { actionApplies, actionRefusal, serviceInstances, services, SUPER_ROLE, type OwnerScope, type Values } from '@hexagone/schemas';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';
import { AS_OBJECT, ownedContext, userOf } from '../crud/crud.controller';
import { CrudService } from '../crud/crud.service';
import { ListQueryError, parseListQuery } from '../crud/list-query';
import { invalid } from '../crud/write-values';
import { InstancesService } from '../instances/instances.service';
import { InstanceWritesGuard } from './instance-writes.guard';
import { instanceValues, PUBLIC_ACTIONS, publicInstance, type PublicAction } from './public-instance';

export const V1_MESSAGES = {
  noService: (type: string) => `Aucun service de type « ${type} » : le type doit être celui d'un service existant`,
  unknownAction: `L'action doit être l'une de : ${PUBLIC_ACTIONS.join(', ')}`,
} as const;

const CREATE_BODY = {
  type: 'object',
  required: ['name', 'type'],
  properties: {
    name: { type: 'string', example: 'cluster-production' },
    type: { type: 'string', example: 'cluster-ai', description: "Le type d'un service existant (hosting-ha, firewall-ia, agent-ia, cluster-ai, blockchain, saas)" },
    region: { type: 'string', example: 'eu-west-1' },
    config: {
      type: 'object',
      properties: { nodes: { type: 'integer', example: 3 }, cpu: { type: 'integer', example: 8 }, memory: { type: 'string', example: '32GB' }, autoscaling: { type: 'boolean', example: true } },
    },
  },
};

/** The instances a caller reaches: every one for an administrator (or an `admin` key), else their account's. */
const scopeOf = (user: SessionUser | undefined): OwnerScope | undefined => (user?.role === SUPER_ROLE ? undefined : { field: 'user_id', id: String(user?.id ?? '') });

@ApiTags('API publique v1')
@ApiBearerAuth()
@Controller('v1/instances')
@UseGuards(InstanceWritesGuard)
export class V1InstancesController {
  constructor(
    private readonly crud: CrudService,
    private readonly instances: InstancesService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lister vos instances : { data: [instance], pagination: { page, limit, total, pages } } (page, limit)' })
  async list(@Query() query: Record<string, unknown>, @Req() req: Request) {
    let parsed;
    try {
      parsed = { ...parseListQuery(serviceInstances, { page: query.page, limit: query.limit }), owner: scopeOf(userOf(req)) };
    } catch (error) {
      if (error instanceof ListQueryError) throw new BadRequestException(error.message);
      throw error;
    }
    const { data, total } = await this.crud.list(serviceInstances, parsed);
    return { data: data.map(publicInstance), pagination: { page: parsed.page, limit: parsed.limit, total, pages: Math.ceil(total / parsed.limit) } };
  }

  @Post()
  @ApiBody({ schema: CREATE_BODY })
  @ApiOperation({ summary: 'Créer une instance : { name, type, region, config: { nodes, cpu, memory, autoscaling } } ; réponse 201 avec status: provisioning' })
  async create(@Body(AS_OBJECT) body: Values, @Req() req: Request) {
    const user = userOf(req);
    const type = typeof body.type === 'string' ? body.type : '';
    const service = type ? await this.crud.model(services.name).findOne({ type }).sort({ created_at: 1 }).lean<Values>().exec() : null;
    if (!service) throw invalid({ type: V1_MESSAGES.noService(type) });
    const values = { ...instanceValues(body), service_id: String(service._id), user_id: String(user?.id ?? ''), status: 'running' };
    return publicInstance(await this.crud.create(serviceInstances, values, ownedContext(req, serviceInstances, scopeOf(user))));
  }

  @Get(':id')
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: "Obtenir le détail d'une instance" })
  async read(@Param('id') id: string, @Req() req: Request) {
    return publicInstance(await this.crud.findOne(serviceInstances, id, scopeOf(userOf(req))));
  }

  @Put(':id')
  @ApiParam({ name: 'id' })
  @ApiBody({ schema: { ...CREATE_BODY, required: [] } })
  @ApiOperation({ summary: 'Modifier une instance (name, region, config) ; de nouvelles limites s’appliquent à une instance en marche' })
  async update(@Param('id') id: string, @Body(AS_OBJECT) body: Values, @Req() req: Request) {
    return publicInstance(await this.crud.update(serviceInstances, id, instanceValues(body), ownedContext(req, serviceInstances, scopeOf(userOf(req)))));
  }

  @Delete(':id')
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Supprimer une instance arrêtée (409 sinon)' })
  async remove(@Param('id') id: string, @Req() req: Request) {
    return publicInstance(await this.crud.remove(serviceInstances, id, ownedContext(req, serviceInstances, scopeOf(userOf(req)))));
  }

  @Post(':id/actions')
  @HttpCode(202)
  @ApiParam({ name: 'id' })
  @ApiBody({ schema: { type: 'object', required: ['action'], properties: { action: { type: 'string', enum: [...PUBLIC_ACTIONS] } } } })
  @ApiOperation({ summary: 'Démarrer, arrêter ou redémarrer une instance : { action: start | stop | restart } ; 202, puis l’état suit le cycle de vie' })
  async act(@Param('id') id: string, @Body(AS_OBJECT) body: Values, @Req() req: Request) {
    const name = body.action as PublicAction;
    if (!PUBLIC_ACTIONS.includes(name)) throw invalid({ action: V1_MESSAGES.unknownAction });
    const scope = scopeOf(userOf(req));
    const record = await this.crud.findOne(serviceInstances, id, scope);
    const action = serviceInstances.actions.find((declared) => declared.name === name);
    if (!action) throw new NotFoundException(ERRORS.notFound);
    if (!actionApplies(serviceInstances, action, record)) throw new ConflictException(actionRefusal(serviceInstances, action, record));
    const ctx = ownedContext(req, serviceInstances, scope);
    const run = { start: () => this.instances.startOne(record, ctx), stop: () => this.instances.stopOne(record, ctx), restart: () => this.instances.restartOne(record, ctx) }[name];
    return publicInstance(await run());
  }
}
