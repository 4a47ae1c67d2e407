/**
 * The Email tab's 'Envoyer un e-mail de test': one mail through the settings as saved, and the
 * SMTP server's own answer, accepted or refused, shown to the operator as it came.
 */
import { BadRequestException, Injectable } from '@nestjs/common';
import { SETTINGS_EMAIL_TEST, settingsEmail } from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { MailService, SmtpNotConfiguredError } from '../platform/mail/mail.service';
import { SettingsService } from './settings.service';

export const EMAIL_TEST_MESSAGES = {
  notConfigured: "Aucun serveur SMTP n'est enregistré : renseignez et enregistrez les paramètres e-mail d'abord",
  refused: (answer: string) => `Le serveur SMTP a refusé l'envoi : ${answer}`,
} as const;

/** What a refusal says: the server's reply when there is one (`535 Authentication failed`), else the error. */
const answerOf = (error: unknown): string => {
  const failure = error as { response?: unknown; message?: unknown };
  return String(failure.response || failure.message || error);
};

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
        text: `Cet e-mail de test a été envoyé depuis les paramètres de ${String(site.name)}${ctx.user ? ` par ${ctx.user.email}` : ''}. La configuration SMTP fonctionne.`,
      });
      return { response, message: `E-mail de test envoyé. Réponse du serveur : ${response}` };
    } catch (error) {
      if (error instanceof SmtpNotConfiguredError) throw new BadRequestException(EMAIL_TEST_MESSAGES.notConfigured);
      throw new BadRequestException(EMAIL_TEST_MESSAGES.refused(answerOf(error)));
    }
  }
}
