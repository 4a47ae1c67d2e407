import { defineResource } from '../resource';
import { SETTINGS_ACCESS, SETTINGS_BREADCRUMB, settingsTab } from './settings';

/** The header action of the Email tab: a test mail through the settings as saved, answered with the server's own reply. */
export const SETTINGS_EMAIL_TEST = 'test';

/**
 * The SMTP server every mail of the product goes through (spec 3 §3, defaults §9). Until a
 * host is saved here, mails wait in the outbox. The password is encrypted at rest, never
 * answered, and kept when the field is left empty.
 */
export const settingsEmail = defineResource({
  name: 'settings_email',
  label: 'Email',
  singular: 'Paramètres e-mail',
  description: 'Serveur SMTP des e-mails envoyés par la plateforme',
  icon: 'Email',
  noun: 'un paramétrage e-mail',
  route: 'settings/email',
  breadcrumb: [...SETTINGS_BREADCRUMB, { label: 'Email' }],
  tab: settingsTab('Email'),
  access: SETTINGS_ACCESS,
  singleton: true,
  actions: [
    {
      name: SETTINGS_EMAIL_TEST,
      label: 'Envoyer un e-mail de test',
      icon: 'Send',
      scope: 'header',
      effect: { kind: 'endpoint' },
      ask: {
        title: 'Envoyer un e-mail de test',
        submitLabel: 'Envoyer',
        fields: [{ name: 'to', label: 'Destinataire', type: 'email', required: true }],
      },
      success: 'E-mail de test envoyé',
      result: { title: 'Réponse du serveur SMTP', fields: [{ name: 'response', label: 'Réponse' }] },
    },
  ],
  hooks: ['settings/smtp-password-guard'],
  fields: [
    { name: 'smtp_host', label: 'Serveur SMTP', type: 'text', required: true, maxLength: 255, placeholder: 'smtp.exemple.fr' },
    { name: 'smtp_port', label: 'Port', type: 'number', required: true, min: 1, max: 65535, step: 1, default: 587 },
    { name: 'smtp_user', label: 'Utilisateur', type: 'text', required: true, maxLength: 255 },
    {
      name: 'smtp_password',
      label: 'Mot de passe',
      type: 'password',
      required: true,
      maxLength: 255,
      secret: 'encrypted',
      helperText: 'Laisser vide pour conserver le mot de passe enregistré',
    },
    { name: 'sender_email', label: "E-mail de l'expéditeur", type: 'email', required: true },
    { name: 'sender_name', label: "Nom de l'expéditeur", type: 'text', required: true, maxLength: 100 },
    { name: 'use_tls', label: 'Utiliser TLS', type: 'switch', default: true },
    { name: 'use_authentication', label: 'Authentification', type: 'switch', default: true },
    { name: 'updated_at', label: 'Modifié le', type: 'datetime-local', readOnly: true },
  ],
});
