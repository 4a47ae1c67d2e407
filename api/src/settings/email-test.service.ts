/**
 * The Email tab's 'Envoyer un e-mail de test': one mail through the settings as saved, and the
 * SMTP server's own answer, accepted or refused, or why it could not be reached, in French.
 */
import { BadRequestException, Injectable } from '@nestjs/common';
import { elideDe, SETTINGS_EMAIL_TEST, settingsEmail } from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { MailService, SmtpNotConfiguredError, SmtpSendError } from '../platform/mail/mail.service';
import { SettingsService } from './settings.service';

export const EMAIL_TEST_MESSAGES = {
  notConfigured: "Aucun serveur SMTP n'est enregistré : renseignez et enregistrez les paramètres e-mail d'abord",
} as const;

@Injectable()
export class EmailTestService {
  constructor(
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  @ActionHandler(settingsEmail.name, SETTINGS_EMAIL_TEST)
  async sendTest({ body }: ActionRequest, ctx: CrudContext): Promise<{ response: string; message: string }> {
    const site = await this.settings.site();
    try {
      const { response } = await this.mail.probe({
        to: String(body.to),
        subject: `E-mail de test — ${String(site.name)}`,
        text: `Cet e-mail de test a été envoyé depuis les paramètres ${elideDe(String(site.name))}${ctx.user ? ` par ${ctx.user.email}` : ''}. La configuration SMTP fonctionne.`,
      });
      return { response, message: `E-mail de test envoyé. Réponse du serveur : ${response}` };
    } catch (error) {
      if (error instanceof SmtpNotConfiguredError) throw new BadRequestException(EMAIL_TEST_MESSAGES.notConfigured);
      if (error instanceof SmtpSendError) throw new BadRequestException(error.message);
      throw error;
    }
  }
}
