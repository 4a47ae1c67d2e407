import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The public contact form's endpoint; the messages are read in the back-office through the generic CRUD. */
@Module({
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
