import { Module } from '@nestjs/common';
import { BillingModule } from '../billing.module';
import { AccountingExportController } from './accounting-export.controller';
import { BillingDocumentsController } from './billing-documents.controller';
import { BillingDocumentsService } from './billing-documents.service';
import { InvoiceDunningService } from './invoice-dunning.service';
import { InvoicePartiesService } from './invoice-parties';
import { InvoiceReminderService } from './invoice-reminder.service';

/** Invoices and credit notes as documents: their Factur-X PDF, its download, the payment reminder that carries it and the daily dunning. */
@Module({
  imports: [BillingModule],
  controllers: [BillingDocumentsController, AccountingExportController],
  providers: [BillingDocumentsService, InvoicePartiesService, InvoiceReminderService, InvoiceDunningService],
})
export class BillingDocumentsModule {}
