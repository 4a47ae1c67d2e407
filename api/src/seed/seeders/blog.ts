import { blogCategories, blogComments, blogPosts, slugify, users, type Values } from '@hexagone/schemas';
import { toSessionUser } from '../../auth/session-user';
import type { CrudContext } from '../../crud/crud-hooks';
import type { CrudService } from '../../crud/crud.service';
import { UploadsService } from '../../uploads/uploads.service';
import { DEMO_BLOG_CATEGORIES, DEMO_BLOG_COMMENTS, DEMO_BLOG_POSTS, DEMO_COVER_COLORS, DEMO_COVER_SIZE } from '../data/blog';
import { demoCover } from '../demo-image';
import { DAY_MS, daysBefore, seededRandom } from '../random';
import type { Seeder } from '../seeder';
import { setServerValues } from '../server-values';

const HOUR_MS = 3_600_000;

/** The staff member as the author of their posts, as if they had written them in the back-office. */
async function authorContext(crud: CrudService, email: string, fallback: CrudContext): Promise<CrudContext> {
  const user = await crud.model(users.name).findOne({ email }).lean<Values>().exec();
  return user ? { ...fallback, user: toSessionUser(user) } : fallback;
}

/**
 * The demo blog, created through the generic CRUD so that validation, slugs, the
 * server-kept author and category names, and both counters follow; the posts that go out
 * get a drawn cover, stored like an upload. Categories and posts already there (same slug)
 * are kept; comments are written only on a blog without any.
 */
export const blogSeeder: Seeder = {
  name: 'blog',
  order: 30,
  async run(crud, log, ctx) {
    const now = new Date();

    const categoryIds = new Map<string, string>();
    let categories = 0;
    for (const { parent, ...category } of DEMO_BLOG_CATEGORIES) {
      const existing = await crud.model(blogCategories.name).findOne({ slug: category.slug }).lean().exec();
      if (existing) {
        categoryIds.set(category.slug, String(existing._id));
        continue;
      }
      const parentId = parent ? categoryIds.get(parent) : undefined;
      const record = await crud.create(blogCategories, { ...category, ...(parentId ? { parent_id: parentId } : {}) }, ctx);
      categoryIds.set(category.slug, String(record._id));
      await setServerValues(crud, blogCategories, record._id, { created_at: daysBefore(now, 120) });
      categories += 1;
    }
    log(`${categories} catégorie(s) créée(s)`);

    const uploads = new UploadsService();
    const random = seededRandom(30);
    const colorOf = new Map(DEMO_BLOG_CATEGORIES.map((category) => [category.slug, category.color]));
    const cover = (category: string) => {
      const [from, to] = DEMO_COVER_COLORS[colorOf.get(category) ?? 'primary'];
      return uploads.store(demoCover(DEMO_COVER_SIZE.width, DEMO_COVER_SIZE.height, from, to, random), 'png');
    };

    const posts: { id: string; publishedAt: Date }[] = [];
    let created = 0;
    for (const { category, daysAgo, author, views, ...post } of DEMO_BLOG_POSTS) {
      const publishedAt = daysBefore(now, daysAgo);
      const existing = await crud.model(blogPosts.name).findOne({ slug: slugify(post.title) }).lean().exec();
      if (existing) {
        posts.push({ id: String(existing._id), publishedAt: existing.published_at ? new Date(existing.published_at as Date) : publishedAt });
        continue;
      }
      const record = await crud.create(
        blogPosts,
        {
          ...post,
          category_id: categoryIds.get(category),
          ...(post.status === 'draft' ? {} : { published_at: publishedAt, featured_image: await cover(category) }),
        },
        await authorContext(crud, author, ctx),
      );
      posts.push({ id: String(record._id), publishedAt });
      const written = post.status === 'draft' ? daysBefore(now, 2) : new Date(Math.min(publishedAt.getTime(), now.getTime()) - 2 * DAY_MS);
      await setServerValues(crud, blogPosts, record._id, { created_at: written, updated_at: written, views: views ?? 0 });
      created += 1;
    }
    log(`${created} article(s) créé(s)`);

    if (await crud.model(blogComments.name).exists({}).exec()) {
      log('commentaires déjà présents : aucun ajouté');
      return;
    }
    const commentIds: string[] = [];
    for (const { post, hoursAfter, replyTo, ...comment } of DEMO_BLOG_COMMENTS) {
      const target = posts[post];
      const parentId = replyTo === undefined ? undefined : commentIds[replyTo];
      const record = await crud.create(blogComments, { ...comment, post_id: target.id, ...(parentId ? { parent_id: parentId } : {}) }, ctx);
      commentIds.push(String(record._id));
      await setServerValues(crud, blogComments, record._id, { created_at: new Date(target.publishedAt.getTime() + hoursAfter * HOUR_MS) });
    }
    log(`${commentIds.length} commentaire(s) créé(s)`);
  },
};
