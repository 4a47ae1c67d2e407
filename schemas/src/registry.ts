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
import { ACTIVITY_COLLECTIONS, COLLECTION_LABELS, userActivity } from './resources/user_activity';
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
import { mailOutbox } from './resources/mail_outbox';
import { serviceInstances } from './resources/service_instances';
import { settingsSite } from './resources/settings_site';
import { settingsEmail } from './resources/settings_email';
import { settingsSecurity } from './resources/settings_security';
import { settingsMaintenance } from './resources/settings_maintenance';
import { settings } from './resources/settings';

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
export * from './resources/mail_outbox';
export * from './resources/service_instances';
export * from './resources/settings_site';
export * from './resources/settings_email';
export * from './resources/settings_security';
export * from './resources/settings_maintenance';
export * from './resources/settings';

export const resources: readonly ResourceDef[] = [users, roles, contactMessages, newsletterSubscribers, userActivity, forumCategories, forumTopics, forumReplies, forumReports, forumBans, forumModerationLog, blogCategories, blogPosts, blogComments, aiModels, aiUsage, aiTemplates, billingPlans, billingSubscriptions, billingInvoices, billingCreditNotes, services, supportTickets, mailOutbox, serviceInstances, settingsSite, settingsEmail, settingsSecurity, settingsMaintenance, settings, analyticsReports];

// The activity filter's own labels first, then every other collection's.
COLLECTION_LABELS.push(
  ...ACTIVITY_COLLECTIONS,
  ...resources.filter((resource) => !ACTIVITY_COLLECTIONS.some((option) => option.value === resource.name)).map((resource) => ({ value: resource.name, label: resource.label })),
);
// The team's invitations are kept outside the registry (api/src/team) but logged.
COLLECTION_LABELS.push({ value: 'team_invitations', label: 'Invitations à l’équipe' });

export function getResource(name: string): ResourceDef | undefined {
  return resources.find((resource) => resource.name === name);
}
