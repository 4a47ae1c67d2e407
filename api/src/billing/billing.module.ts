import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { billingInvoices } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { invoiceHooks } from './invoice-hooks';

/** Joins billing's rules to the generic CRUD, whoever writes: back-office, seed or API client. */
@Injectable()
export class BillingHooks implements OnModuleInit {
  constructor(private readonly crud: CrudService) {}

  onModuleInit(): void {
    this.crud.on(billingInvoices.name, invoiceHooks());
  }
}

/** Billing's rules the registry cannot declare (amounts computed from the lines); screens and routes are the generic CRUD's. */
@Module({ providers: [BillingHooks] })
export class BillingModule {}
