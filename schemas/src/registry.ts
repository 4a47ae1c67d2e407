/**
 * Every collection of the product. Adding one means writing its file and listing it here:
 * the API, the screens, the sidebar, the icons, the activity nouns and the package's exports
 * follow from the list.
 */
import type { ResourceDef } from './resource';
import { users } from './resources/users';
import { roles } from './resources/roles';
import { contactMessages } from './resources/contact_messages';
import { newsletterSubscribers } from './resources/newsletter_subscribers';
import { analyticsReports } from './resources/analytics_reports';
import { ACTIVITY_COLLECTIONS, ACTIVITY_TYPES, COLLECTION_LABELS, FIELD_LABELS, userActivity } from './resources/user_activity';
import { forumCategories } from './resources/forum_categories';
import { forumTopics } from './resources/forum_topics';
import { forumReplies } from './resources/forum_replies';
import { forumReports } from './resources/forum_reports';
import { forumBans } from './resources/forum_bans';
import { forumModerationLog } from './resources/forum_moderation_log';
import { blogCategories } from './resources/blog_categories';
import { blogPosts } from './resources/blog_posts';
import { blogComments } from './resources/blog_comments';
import { aiModels } from './resources/ai_models';
import { aiUsage } from './resources/ai_usage';
import { aiTemplates } from './resources/ai_templates';
import { billingPlans } from './resources/billing_plans';
import { billingSubscriptions } from './resources/billing_subscriptions';
import { billingInvoices } from './resources/billing_invoices';
import { billingCreditNotes } from './resources/billing_credit_notes';
import { services } from './resources/services';
import { supportTickets } from './resources/support_tickets';
import { supportTicketMessages } from './resources/support_ticket_messages';
import { supportTicketNotes } from './resources/support_ticket_notes';
import { supportKbArticles } from './resources/support_kb_articles';
import { supportKbFaqs } from './resources/support_kb_faqs';
import { supportKbCategories } from './resources/support_kb_categories';
import { supportChatSessions } from './resources/support_chat_sessions';
import { supportChatMessages } from './resources/support_chat_messages';
import { supportChatAgents } from './resources/support_chat_agents';
import { supportChatResponses } from './resources/support_chat_responses';
import { supportChatSettings } from './resources/support_chat_settings';
import { mailOutbox } from './resources/mail_outbox';
import { serviceInstances } from './resources/service_instances';
import { settingsSite } from './resources/settings_site';
import { settingsEmail } from './resources/settings_email';
import { settingsSecurity } from './resources/settings_security';
import { settingsMaintenance } from './resources/settings_maintenance';
import { settings } from './resources/settings';
import { apiKeys } from './resources/api_keys';
import { webhooks } from './resources/webhooks';
import { settingsLogs } from './resources/settings_logs';
import { auditSettings } from './resources/audit_settings';
import { auditAlerts } from './resources/audit_alerts';
import { cleanupSettings } from './resources/cleanup_settings';

// Each declaration file's exports (options, constants, helpers) are the package's.
export * from './resources/users';
export * from './resources/roles';
export * from './resources/contact_messages';
export * from './resources/newsletter_subscribers';
export * from './resources/analytics_reports';
export * from './resources/user_activity';
export * from './resources/forum_categories';
export * from './resources/forum_topics';
export * from './resources/forum_replies';
export * from './resources/forum_reports';
export * from './resources/forum_bans';
export * from './resources/forum_moderation_log';
export * from './resources/blog_categories';
export * from './resources/blog_posts';
export * from './resources/blog_comments';
export * from './resources/ai_models';
export * from './resources/ai_usage';
export * from './resources/ai_templates';
export * from './resources/billing_plans';
export * from './resources/billing_subscriptions';
export * from './resources/billing_invoices';
export * from './resources/billing_credit_notes';
export * from './resources/services';
export * from './resources/support_tickets';
export * from './resources/support_ticket_messages';
export * from './resources/support_ticket_notes';
export * from './resources/support_kb_articles';
export * from './resources/support_kb_faqs';
export * from './resources/support_kb_categories';
export * from './resources/support_chat_sessions';
export * from './resources/support_chat_messages';
export * from './resources/support_chat_agents';
export * from './resources/support_chat_responses';
export * from './resources/support_chat_settings';
export * from './resources/mail_outbox';
export * from './resources/service_instances';
export * from './resources/settings_site';
export * from './resources/settings_email';
export * from './resources/settings_security';
export * from './resources/settings_maintenance';
export * from './resources/settings';
export * from './resources/api_keys';
export * from './resources/webhooks';
export * from './resources/settings_logs';
export * from './resources/audit_settings';
export * from './resources/audit_alerts';
export * from './resources/cleanup_settings';

export const resources: readonly ResourceDef[] = [users, roles, contactMessages, newsletterSubscribers, userActivity, forumCategories, forumTopics, forumReplies, forumReports, forumBans, forumModerationLog, blogCategories, blogPosts, blogComments, aiModels, aiUsage, aiTemplates, billingPlans, billingSubscriptions, billingInvoices, billingCreditNotes, services, supportTickets, supportTicketMessages, supportTicketNotes, supportKbArticles, supportKbFaqs, supportKbCategories, supportChatSessions, supportChatMessages, supportChatAgents, supportChatResponses, supportChatSettings, mailOutbox, serviceInstances, settingsSite, settingsEmail, settingsSecurity, settingsMaintenance, settings, apiKeys, webhooks, settingsLogs, auditSettings, auditAlerts, cleanupSettings, analyticsReports];

// The activity filter's own labels first, then every other collection's.
COLLECTION_LABELS.push(
  ...ACTIVITY_COLLECTIONS,
  ...resources.filter((resource) => !ACTIVITY_COLLECTIONS.some((option) => option.value === resource.name)).map((resource) => ({ value: resource.name, label: resource.label })),
);
// The team's invitations are kept outside the registry (api/src/team) but logged.
COLLECTION_LABELS.push({ value: 'team_invitations', label: 'Invitations à l’équipe' });
// A domain action is logged by its name ('pause'): it reads as the action's own label (« Suspendre »).
for (const action of resources.flatMap((resource) => resource.actions)) {
  if (!ACTIVITY_TYPES.some((option) => option.value === action.name)) ACTIVITY_TYPES.push({ value: action.name, label: action.label });
}
for (const field of resources.flatMap((resource) => resource.fields)) {
  if (!FIELD_LABELS.some((option) => option.value === field.name)) FIELD_LABELS.push({ value: field.name, label: field.label });
}

export function getResource(name: string): ResourceDef | undefined {
  return resources.find((resource) => resource.name === name);
}
