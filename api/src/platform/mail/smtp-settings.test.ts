import { describe, expect, it } from 'vitest';
import { smtpSettingsFromEnv } from './smtp-settings';

describe('SMTP settings from the environment', () => {
  it('are absent without SMTP_HOST: mails go to the outbox', () => {
    expect(smtpSettingsFromEnv({})).toBeUndefined();
    expect(smtpSettingsFromEnv({ SMTP_HOST: '  ' })).toBeUndefined();
  });

  it('read every variable', () => {
    expect(
      smtpSettingsFromEnv({ SMTP_HOST: 'smtp.exemple.fr', SMTP_PORT: '2525', SMTP_USER: 'robot', SMTP_PASSWORD: 's3cret', SMTP_FROM: 'Hexagone <robot@exemple.fr>' }),
    ).toEqual({ host: 'smtp.exemple.fr', port: 2525, secure: false, user: 'robot', password: 's3cret', from: 'Hexagone <robot@exemple.fr>' });
  });

  it('default the port to the mode, and the sender to the account', () => {
    expect(smtpSettingsFromEnv({ SMTP_HOST: 'h', SMTP_SECURE: 'true', SMTP_USER: 'moi@exemple.fr' })).toMatchObject({ port: 465, secure: true, from: 'moi@exemple.fr' });
    expect(smtpSettingsFromEnv({ SMTP_HOST: 'h' })).toMatchObject({ port: 587, secure: false, from: 'no-reply@h' });
  });

  it('refuse a port that cannot be', () => {
    expect(() => smtpSettingsFromEnv({ SMTP_HOST: 'h', SMTP_PORT: '99999' })).toThrow('SMTP_PORT');
  });
});
