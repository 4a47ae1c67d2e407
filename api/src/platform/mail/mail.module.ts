import { Global, Module } from '@nestjs/common';
import { ContactNotification } from './contact-notification';
import { MailResend } from './mail-resend';
import { MailService } from './mail.service';
import { SettingsService } from '../../settings/settings.service';
import { settingsSmtpSource, withSenderName } from '../../settings/smtp-from-settings';
import { SMTP_SETTINGS, envSmtpSettings } from './smtp-settings';

/** Mail for every domain module (MailService.send), with its outbox and its first sender. */
@Global()
@Module({
  providers: [{
      provide: SMTP_SETTINGS,
      inject: [SettingsService],
      useFactory: (settings: SettingsService) => settingsSmtpSource(() => settings.smtp(), withSenderName(envSmtpSettings(), () => settings.siteName())),
    }, MailService, MailResend, ContactNotification],
  exports: [MailService],
})
export class MailModule {}
