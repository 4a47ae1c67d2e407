import { defineResource } from '../resource';
import { SUPPORT_READ, SUPPORT_TEAM } from '../support';
import { CHAT_BREADCRUMB, chatTab } from '../support-chat';

/**
 * The live chat's settings (issue 36): how long a visitor waits for a free agent before the
 * chat offers them to leave a message, which becomes a ticket with the conversation attached.
 */
export const supportChatSettings = defineResource({
  name: 'support_chat_settings',
  label: 'Réglages',
  singular: 'Réglages du chat',
  description: 'Réglages du chat en direct',
  icon: 'Settings',
  noun: 'un paramétrage du chat',
  route: 'support/chat/settings',
  breadcrumb: CHAT_BREADCRUMB,
  tab: chatTab('Réglages'),
  access: { default: SUPPORT_TEAM, read: SUPPORT_READ },
  singleton: true,
  fields: [
    {
      name: 'leave_message_after',
      label: 'Proposer « Laisser un message » après (minutes d’attente)',
      type: 'number',
      required: true,
      default: 2,
      min: 0,
      max: 60,
      step: 1,
      helperText: 'Quand aucun agent n’est libre, le visiteur en attente peut alors laisser un message, qui devient un ticket avec la conversation. 0 : dès le début de l’attente.',
    },
    { name: 'updated_at', label: 'Modifié le', type: 'datetime-local', readOnly: true },
  ],
});
