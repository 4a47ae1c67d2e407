/**
 * The stored SMTP password goes only where it was typed for. A save that leaves the password
 * empty ('laisser vide pour conserver') keeps it only for the same server (host, port, user),
 * with TLS and with authentication on throughout; otherwise the password must be typed again
 * (400 on the field): a kept password is never sent to another server nor without TLS.
 * A change of server redirects every mail, invitation links included: the administrators are
 * told, through the server in force before the change, and the activity log says it.
 */
import { BadRequestException, Injectable, type OnModuleInit } from '@nestjs/common';
import { isEmptyValue, settingsEmail, type Values } from '@hexagone/schemas';
import { SecurityNotices } from '../auth/security-notices';
import { ERRORS } from '../common/errors';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';

export const SMTP_PASSWORD_AGAIN = 'Saisissez à nouveau le mot de passe : il n’est conservé que pour le même serveur, le même utilisateur, avec TLS et authentification';

/** The fields that say where mail goes and as whom. */
const SERVER_FIELDS = ['smtp_host', 'smtp_port', 'smtp_user'] as const;

const normalized = (name: string, value: unknown): string => {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return name === 'smtp_host' ? text.toLowerCase() : text;
};

export const serverChanged = (before: Values, after: Values): boolean =>
  SERVER_FIELDS.some((name) => normalized(name, before[name]) !== normalized(name, after[name]));

/** Whether keeping the stored password through this save would send it somewhere it was not typed for. */
export function keptPasswordRefused(before: Values, sent: Values): boolean {
  if (!('smtp_password' in before) || isEmptyValue(before.smtp_password) || !isEmptyValue(sent.smtp_password)) return false;
  const after = { ...before, ...sent };
  if (after.use_authentication === false) return false;
  return serverChanged(before, after) || after.use_tls === false || before.use_authentication === false;
}

const describe = (values: Values) => `${normalized('smtp_host', values.smtp_host) || '(aucun)'}:${normalized('smtp_port', values.smtp_port)} (utilisateur : ${normalized('smtp_user', values.smtp_user) || '(aucun)'})`;

@Injectable()
export class SmtpPasswordGuard implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly notices: SecurityNotices,
  ) {}

  onModuleInit(): void {
    this.crud.on(settingsEmail.name, 'settings/smtp-password-guard', {
      checkValues: (values: Values, _ctx: CrudContext, before?: Values) => {
        if (before && keptPasswordRefused(before, values)) {
          throw new BadRequestException({ message: ERRORS.badRequest, errors: { smtp_password: SMTP_PASSWORD_AGAIN } });
        }
      },
      // Before the write: the notice still goes out through the server the administrators chose.
      beforeUpdate: async (values: Values, before: Values, ctx: CrudContext) => {
        const after = { ...before, ...values };
        if (ctx.dryRun || !serverChanged(before, after)) return;
        const who = ctx.user ? `${String(ctx.user.name)} (${String(ctx.user.email)})` : 'le système';
        await this.notices.notify({
          key: `smtp-server:${describe(after)}`,
          action: 'update',
          collection: settingsEmail.name,
          ctx,
          subject: 'Serveur d’envoi des e-mails modifié',
          text: `Le serveur SMTP par lequel partent tous les e-mails de la plateforme (invitations comprises) a été modifié par ${who} : ${describe(before)} → ${describe(after)}. Si vous n’êtes pas à l’origine de ce changement, vérifiez les paramètres e-mail et les comptes de l’équipe.`,
        });
      },
    });
  }
}
