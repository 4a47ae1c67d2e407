import { Module } from '@nestjs/common';
import { BillingDocumentsController } from './billing-documents.controller';
import { BillingDocumentsService } from './billing-documents.service';
import { InvoicePartiesService } from './invoice-parties';
import { InvoiceReminderService } from './invoice-reminder.service';

/** Invoices and credit notes as documents: their Factur-X PDF, its download, and the payment reminder that carries it. */
@Module({
  controllers: [BillingDocumentsController],
  providers: [BillingDocumentsService, InvoicePartiesService, InvoiceReminderService],
})
export class BillingDocumentsModule {}
