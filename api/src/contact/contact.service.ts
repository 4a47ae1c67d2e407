import { Injectable } from '@nestjs/common';
import { CONTACT_PUBLIC_FIELDS, contactMessages, type Values } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { publicBody } from './public-body';

/** Stores the public contact form's messages, validated by the registry like any other write. */
@Injectable()
export class ContactService {
  constructor(private readonly crud: CrudService) {}

  async receive(body: unknown, ipAddress: string): Promise<Values> {
    const created = await this.crud.create(contactMessages, publicBody(body, CONTACT_PUBLIC_FIELDS));
    // The sender's address is the server's to record: the registry never takes it from a body.
    await this.crud
      .model(contactMessages.name)
      .updateOne({ _id: created._id }, { $set: { ip_address: ipAddress } })
      .exec();
    return { ...created, ip_address: ipAddress };
  }
}
