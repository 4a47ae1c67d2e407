/**
 * TEMPORARY, until the branch `invoice-docs` is merged: its handler of 'send-reminder' (the
 * mail with the invoice's PDF attached) replaces this one. Delete this file and its line in
 * billing.module.ts at that merge (the start-up check reports « plusieurs handlers » otherwise).
 */
import { ConflictException, Injectable } from '@nestjs/common';
import { billingInvoices } from '@hexagone/schemas';
import { ActionHandler } from '../crud/action-handler.decorator';

@Injectable()
export class ReminderPlaceholder {
  @ActionHandler(billingInvoices.name, 'send-reminder')
  sendReminder(): Promise<never> {
    return Promise.reject(new ConflictException("L'envoi des rappels n'est pas encore disponible"));
  }
}
