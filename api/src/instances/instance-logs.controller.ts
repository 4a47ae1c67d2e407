/**
 * The real output of the instances: the last lines (`GET …/logs`) and their live follow as
 * Server-Sent Events (`GET …/logs/stream`, opened by an EventSource with a signed link). A
 * service's logs are those of the instances of its type, each line prefixed with its name.
 */
import { Controller, Get, Inject, NotFoundException, Param, Query, Req, Sse, type MessageEvent } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { serviceInstances, services, type ResourceDef, type Values } from '@hexagone/schemas';
import { Observable } from 'rxjs';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';
import { AccessService } from '../crud/access.service';
import { CrudService } from '../crud/crud.service';
import { isObjectId } from '../crud/object-id';
import { HEARTBEAT_MS } from '../platform/events/event-stream';
import { StreamAccess } from '../platform/events/stream-access';
import { PROVISIONING_DRIVER, type ProvisioningDriver } from './provisioning-driver';

/** Lines a page asks by default, and at most. */
const DEFAULT_LINES = 200;
const MAX_LINES = 2_000;

interface Source {
  id: string;
  /** Prefix of its lines in a service's merged logs. */
  prefix: string;
}

const linesAsked = (value: unknown) => Math.min(Math.max(Number(value) || DEFAULT_LINES, 1), MAX_LINES);

@ApiTags('Instances')
@ApiBearerAuth()
@Controller()
export class InstanceLogsController {
  constructor(
    private readonly crud: CrudService,
    private readonly access: AccessService,
    @Inject(PROVISIONING_DRIVER) private readonly driver: ProvisioningDriver,
  ) {}

  @Get('service_instances/:id/logs')
  @ApiOperation({ summary: "Dernières lignes de la sortie d'une instance" })
  @ApiQuery({ name: 'lines', required: false })
  async instanceLogs(@Param('id') id: string, @Query('lines') lines: string, @Req() request: Request) {
    return this.tail(await this.sources(serviceInstances, id, request), linesAsked(lines));
  }

  @Get('services/:id/logs')
  @ApiOperation({ summary: 'Dernières lignes de la sortie des instances du service' })
  @ApiQuery({ name: 'lines', required: false })
  async serviceLogs(@Param('id') id: string, @Query('lines') lines: string, @Req() request: Request) {
    return this.tail(await this.sources(services, id, request), linesAsked(lines));
  }

  @Sse('service_instances/:id/logs/stream')
  @StreamAccess({ operation: 'read', collection: serviceInstances.name })
  @ApiOperation({ summary: "Sortie d'une instance en direct (Server-Sent Events, événements lines)" })
  async instanceStream(@Param('id') id: string, @Req() request: Request): Promise<Observable<MessageEvent>> {
    return this.stream(await this.sources(serviceInstances, id, request));
  }

  @Sse('services/:id/logs/stream')
  @StreamAccess({ operation: 'read', collection: services.name })
  @ApiOperation({ summary: 'Sortie des instances du service en direct (Server-Sent Events, événements lines)' })
  async serviceStream(@Param('id') id: string, @Req() request: Request): Promise<Observable<MessageEvent>> {
    return this.stream(await this.sources(services, id, request));
  }

  /** The record's instances, once the caller's right to read it is checked. */
  private async sources(resource: ResourceDef, id: string, request: Request): Promise<Source[]> {
    await this.access.assert(resource.access.read, request.user as SessionUser | undefined);
    if (!isObjectId(id)) throw new NotFoundException(ERRORS.notFound);
    const record = await this.crud.model(resource.name).findById(id).lean<Values>().exec();
    if (!record) throw new NotFoundException(ERRORS.notFound);
    if (resource.name === serviceInstances.name) return [{ id, prefix: '' }];
    const instances = await this.crud.model(serviceInstances.name).find({ service_id: id }, { name: 1 }).lean<Values[]>().exec();
    return instances.map((instance) => ({ id: String(instance._id), prefix: `[${String(instance.name)}] ` }));
  }

  /** The last lines of every source, in time order (each line starts with its ISO time). */
  private async tail(sources: Source[], lines: number): Promise<{ lines: string[] }> {
    const all = await Promise.all(sources.map(async (source) => (await this.driver.logs(source.id, lines)).map((line) => ({ line, prefix: source.prefix }))));
    const merged = all.flat().sort((a, b) => a.line.localeCompare(b.line));
    return { lines: merged.slice(-lines).map(({ line, prefix }) => prefix + line) };
  }

  private stream(sources: Source[]): Observable<MessageEvent> {
    return new Observable<MessageEvent>((subscriber) => {
      const stops = sources.map((source) =>
        this.driver.follow(source.id, (lines) => subscriber.next({ type: 'lines', data: { lines: lines.map((line) => source.prefix + line) } })),
      );
      const heartbeat = setInterval(() => subscriber.next({ type: 'heartbeat', data: '' }), HEARTBEAT_MS);
      return () => {
        clearInterval(heartbeat);
        for (const stop of stops) stop();
      };
    });
  }
}
