import { BadRequestException, Injectable } from '@nestjs/common';
import { messages, NEWSLETTER_PUBLIC_FIELDS, newsletterSubscribers } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { publicBody } from '../contact/public-body';

/** Whether the registry refused the write only because the address is already stored. */
function isAlreadySubscribed(error: unknown): boolean {
  if (!(error instanceof BadRequestException)) return false;
  const errors = (error.getResponse() as { errors?: Record<string, string> }).errors ?? {};
  const fields = Object.keys(errors);
  return fields.length === 1 && errors.email === messages.unique;
}

/** Keeps each address once: subscribing again changes nothing and tells nothing about who is subscribed. */
@Injectable()
export class NewsletterService {
  constructor(private readonly crud: CrudService) {}

  async subscribe(body: unknown): Promise<void> {
    try {
      await this.crud.create(newsletterSubscribers, publicBody(body, NEWSLETTER_PUBLIC_FIELDS));
    } catch (error) {
      if (!isAlreadySubscribed(error)) throw error;
    }
  }
}
