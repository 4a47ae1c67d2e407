import { Module } from '@nestjs/common';
import { InvoicesService } from './invoices.service';
import { SubscriptionsService } from './subscriptions.service';

/**
 * The billing domain (spec 3 §3-§9): plans, subscriptions, invoices and credit notes are the
 * generic CRUD's declarations; this module keeps their server-side values, handles their
 * actions and publishes their webhook events.
 */
@Module({
  providers: [SubscriptionsService, InvoicesService],
})
export class BillingModule {}
