/**
 * `GET /api/v1/billing_invoices/{id}/download` and `GET /api/v1/billing_credit_notes/{id}/download`
 * (spec 3 §7, opened in a new window): the document's PDF, Factur-X once numbered. A browser
 * opens it with a signed link (POST /api/signed-links for this path); a script may send its bearer token.
 * Only those who may read the records get their documents: a customer their own (another's is not found).
 */
import { Controller, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../auth/roles.decorator';
import type { SessionUser } from '../../auth/session-user';
import { AccessService } from '../../crud/access.service';
import { SignedLinkGuard } from '../../platform/signed-links/signed-link.guard';
import { BillingDocumentsService } from './billing-documents.service';

/** `inline` opens the PDF in the window; the French name is what "Enregistrer" proposes. */
export const contentDisposition = (fileName: string) => `inline; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

@ApiTags('Facturation')
@Controller('v1')
export class BillingDocumentsController {
  constructor(
    private readonly documents: BillingDocumentsService,
    private readonly access: AccessService,
  ) {}

  @Get('billing_invoices/:id/download')
  @Public()
  @UseGuards(SignedLinkGuard)
  @ApiOperation({
    summary: 'Télécharger une facture (PDF Factur-X)',
    description: 'PDF/A-3 avec les mentions obligatoires et la facture électronique factur-x.xml (EN 16931) ; un brouillon est un aperçu sans numéro.',
  })
  @ApiParam({ name: 'id' })
  @ApiQuery({ name: 'signature', required: false, description: 'Signature de POST /api/signed-links pour ce chemin' })
  @ApiProduces('application/pdf')
  invoice(@Param('id') id: string, @Req() request: Request, @Res() res: Response): Promise<void> {
    return this.download('invoices', id, request, res);
  }

  @Get('billing_credit_notes/:id/download')
  @Public()
  @UseGuards(SignedLinkGuard)
  @ApiOperation({ summary: 'Télécharger un avoir (PDF Factur-X)', description: 'PDF/A-3 citant la facture rectifiée, avec l’avoir électronique factur-x.xml.' })
  @ApiParam({ name: 'id' })
  @ApiQuery({ name: 'signature', required: false, description: 'Signature de POST /api/signed-links pour ce chemin' })
  @ApiProduces('application/pdf')
  creditNote(@Param('id') id: string, @Req() request: Request, @Res() res: Response): Promise<void> {
    return this.download('credit_notes', id, request, res);
  }

  private async download(collection: 'invoices' | 'credit_notes', id: string, request: Request, res: Response): Promise<void> {
    const resource = this.documents.resourceOf(collection);
    const owner = await this.access.scope(resource.access.read, request.user as SessionUser | undefined);
    const { pdf, fileName } = await this.documents.render(resource, id, owner);
    res
      .status(200)
      .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(fileName), 'Cache-Control': 'private, no-store', 'Content-Length': String(pdf.length) })
      .end(pdf);
  }
}
