/**
 * Forum and blog content for the public site's tests, created through the API as an
 * administrator would: public and private categories, topics in every state, replies,
 * posts published, scheduled and draft, comments approved and pending.
 */
import type { ApiClient } from './api';
import { createRecord } from './records';

export interface SiteContent {
  forum: {
    publicCategory: { name: string; slug: string };
    otherCategory: { name: string; slug: string };
    /** Pinned and solved, with two replies (one the solution) and tags. */
    pinnedTopic: { title: string; slug: string };
    lockedTopic: { title: string; slug: string };
    /** Many views: first of the 'popular' sort after the pinned one. */
    popularTopic: { title: string; slug: string };
    privateTopic: { title: string; slug: string };
    inactiveTopic: { title: string; slug: string };
    /** Topics in public categories, replies to them, and solved ones among them. */
    publicTopics: number;
    publicReplies: number;
    solvedTopics: number;
  };
  blog: {
    published: { title: string; slug: string; metaTitle: string; metaDescription: string };
    other: { title: string; slug: string };
    scheduledPast: { title: string; slug: string };
    scheduledFuture: { title: string; slug: string };
    draft: { title: string; slug: string };
    approvedComment: string;
    pendingComment: string;
  };
}

export async function createSiteContent(api: ApiClient, token: string): Promise<SiteContent> {
  const create = (collection: string, body: Record<string, unknown>) => createRecord(api, token, collection, body);

  const general = await create('forum_categories', { name: 'Général', description: 'Discussions générales', order: 1, icon: 'Forum', color: 'primary' });
  const install = await create('forum_categories', { name: 'Installation', description: "Questions d'installation", order: 2, icon: 'InstallDesktop', color: 'success' });
  const hidden = await create('forum_categories', { name: 'Équipe interne', description: 'Réservé', is_private: true });
  const closed = await create('forum_categories', { name: 'Archives', description: 'Ancienne catégorie', is_active: false });

  const pinned = await create('forum_topics', {
    title: 'Bienvenue sur le forum Hexagone',
    category_id: general._id,
    content: '# Règles\n\nSoyez **bienveillants**.\nUne question par sujet.\n\n- Cherchez avant de poster\n- Marquez la solution\n\n<script>window.__pwned = true</script>',
    tags: ['bienvenue', 'Règles'],
    is_pinned: true,
    is_solved: true,
  });
  const locked = await create('forum_topics', {
    title: 'Ancienne procédure de migration',
    category_id: install._id,
    content: 'Cette procédure est remplacée.',
    tags: ['migration'],
    is_locked: true,
  });
  const popular = await create('forum_topics', {
    title: 'Installer Hexagone OS sur Proxmox',
    category_id: install._id,
    content: 'Étapes testées sur Proxmox 8.',
    tags: ['proxmox', 'installation'],
  });
  const quiet = await create('forum_topics', { title: 'Question sur les quotas GPU', category_id: general._id, content: 'Combien de GPU ?', tags: ['gpu'] });
  const privateTopic = await create('forum_topics', { title: 'Planning interne confidentiel', category_id: hidden._id, content: 'Ne pas diffuser.' });
  const inactiveTopic = await create('forum_topics', { title: 'Sujet archivé', category_id: closed._id, content: 'Archive.' });

  await create('forum_replies', { topic_id: pinned._id, content: 'Merci pour l’accueil !' });
  await create('forum_replies', { topic_id: pinned._id, content: 'La solution est dans la FAQ.', is_solution: true });
  await create('forum_replies', { topic_id: quiet._id, content: 'Jusqu’à 8 GPU.' });
  await create('forum_replies', { topic_id: privateTopic._id, content: 'Réponse privée.' });

  const blogCategory = await create('blog_categories', { name: 'Actualités' });
  const day = 24 * 60 * 60 * 1000;
  const published = await create('blog_posts', {
    title: 'Hexagone ouvre une région à Lyon',
    category_id: blogCategory._id,
    status: 'published',
    excerpt: 'Une seconde région pour vos plans de reprise.',
    content: '## Pourquoi Lyon\n\nDeux liens **redondants** vers Paris.\n\n<img src=x onerror="window.__pwned=true">',
    meta_title: 'Nouvelle région Lyon',
    meta_description: 'Hexagone ouvre une seconde région souveraine à Lyon.',
    tags: ['région', 'infrastructure'],
  });
  const other = await create('blog_posts', { title: 'Guide du pare-feu IA', category_id: blogCategory._id, status: 'published', content: 'Le guide.' });
  const scheduledPast = await create('blog_posts', {
    title: 'Article programmé déjà paru',
    category_id: blogCategory._id,
    status: 'scheduled',
    published_at: new Date(Date.now() - day).toISOString(),
    content: 'Paru hier.',
  });
  const scheduledFuture = await create('blog_posts', {
    title: 'Article programmé pour demain',
    category_id: blogCategory._id,
    status: 'scheduled',
    published_at: new Date(Date.now() + day).toISOString(),
    content: 'Pas encore.',
  });
  const draft = await create('blog_posts', { title: 'Brouillon secret', category_id: blogCategory._id, status: 'draft', content: 'Brouillon.' });

  const approvedComment = 'Excellente nouvelle pour nos sauvegardes.';
  const pendingComment = 'Commentaire en attente de modération.';
  await create('blog_comments', { post_id: published._id, author_name: 'Louise Martin', author_email: 'louise@exemple.fr', content: approvedComment, status: 'approved' });
  await create('blog_comments', { post_id: published._id, author_name: 'Paul Durand', author_email: 'paul@exemple.fr', content: pendingComment, status: 'pending' });

  const ref = (record: Record<string, any>) => ({ title: String(record.title), slug: String(record.slug) });
  return {
    forum: {
      publicCategory: { name: String(install.name), slug: String(install.slug) },
      otherCategory: { name: String(general.name), slug: String(general.slug) },
      pinnedTopic: ref(pinned),
      lockedTopic: ref(locked),
      popularTopic: ref(popular),
      privateTopic: ref(privateTopic),
      inactiveTopic: ref(inactiveTopic),
      publicTopics: 4,
      publicReplies: 3,
      solvedTopics: 1,
    },
    blog: {
      published: { ...ref(published), metaTitle: 'Nouvelle région Lyon', metaDescription: 'Hexagone ouvre une seconde région souveraine à Lyon.' },
      other: ref(other),
      scheduledPast: ref(scheduledPast),
      scheduledFuture: ref(scheduledFuture),
      draft: ref(draft),
      approvedComment,
      pendingComment,
    },
  };
}
