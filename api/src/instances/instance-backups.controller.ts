/**
 * `GET /api/service_instances/{id}/backups/{file}`: an instance's backup as the .tar.gz the
 * driver wrote, streamed as a download under its Paris-time name. For whoever may read the
 * instance's backups: the operators, and the customer who owns it (another's instance is not
 * found). A browser opens it with a signed link (POST /api/signed-links for this path); the
 * customer's area and scripts send their bearer token.
 */
import { Controller, Get, Inject, NotFoundException, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import { fieldReadRule, serviceInstances, type Values } from '@hexagone/schemas';
import { Public } from '../auth/roles.decorator';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';
import { AccessService } from '../crud/access.service';
import { CrudService } from '../crud/crud.service';
import { SignedLinkGuard } from '../platform/signed-links/signed-link.guard';
import { PROVISIONING_DRIVER, type ProvisioningDriver } from './provisioning-driver';

@ApiTags('Instances')
@Controller()
export class InstanceBackupsController {
  constructor(
    private readonly crud: CrudService,
    private readonly access: AccessService,
    @Inject(PROVISIONING_DRIVER) private readonly driver: ProvisioningDriver,
  ) {}

  @Get('service_instances/:id/backups/:file')
  @Public()
  @UseGuards(SignedLinkGuard)
  @ApiOperation({ summary: "Télécharger une sauvegarde d'une instance (.tar.gz)", description: "Pour l'équipe et pour le client propriétaire de l'instance ; 404 sinon." })
  @ApiParam({ name: 'id' })
  @ApiParam({ name: 'file', description: 'Nom de l’archive (champ file de la sauvegarde)' })
  @ApiQuery({ name: 'signature', required: false, description: 'Signature de POST /api/signed-links pour ce chemin' })
  @ApiProduces('application/gzip')
  async download(@Param('id') id: string, @Param('file') file: string, @Req() request: Request, @Res() res: Response): Promise<void> {
    const owner = await this.access.scope(fieldReadRule(serviceInstances, 'backups'), request.user as SessionUser | undefined);
    const instance = (await this.crud.findById(serviceInstances, id, owner))?.toJSON();
    // Only an archive the instance's record lists: no other name reaches the driver.
    const backups = (Array.isArray(instance?.backups) ? instance.backups : []) as Values[];
    const archive = backups.some((backup) => backup.file === file) ? await this.driver.readBackup(id, file) : undefined;
    if (!archive) throw new NotFoundException(ERRORS.notFound);
    res.status(200).set({
      'Content-Type': 'application/gzip',
      'Content-Length': String(archive.size),
      'Content-Disposition': contentDisposition(file, { type: 'attachment' }),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
    archive.bytes.once('error', () => res.destroy()).pipe(res);
  }
}
