/** Every collection of the product. Adding one means writing its file and listing it here. */
import type { ResourceDef } from './resource';
import { users } from './resources/users';
import { roles } from './resources/roles';
import { contactMessages } from './resources/contact_messages';
import { newsletterSubscribers } from './resources/newsletter_subscribers';
import { userActivity } from './resources/user_activity';
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
import { mailOutbox } from './resources/mail_outbox';

export const resources: readonly ResourceDef[] = [users, roles, contactMessages, newsletterSubscribers, userActivity, forumCategories, forumTopics, forumReplies, forumReports, forumBans, forumModerationLog, blogCategories, blogPosts, blogComments, aiModels, aiUsage, aiTemplates, mailOutbox];

export function getResource(name: string): ResourceDef | undefined {
  return resources.find((resource) => resource.name === name);
}
