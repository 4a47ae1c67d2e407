/** 'Renvoyer' on a mail of the outbox (POST /api/mail_outbox/{id}/resend): sent again through the SMTP settings in force. */
import { ConflictException, Injectable } from '@nestjs/common';
import { MAIL_MESSAGES, mailOutbox, type Values } from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../../crud/action-handler.decorator';
import { MailService, SmtpNotConfiguredError } from './mail.service';

@Injectable()
export class MailResend {
  constructor(private readonly mail: MailService) {}

  @ActionHandler(mailOutbox.name, 'resend')
  async resend({ id }: ActionRequest): Promise<Values> {
    try {
      return { ...(await this.mail.resend(String(id))) };
    } catch (error) {
      if (error instanceof SmtpNotConfiguredError) throw new ConflictException(MAIL_MESSAGES.noSmtp);
      throw error;
    }
  }
}
