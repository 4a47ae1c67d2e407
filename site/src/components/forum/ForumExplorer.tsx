/**
 * The forum's categories, search, sort, topic list and pager (spec 1 §2 "FORUM"). Rendered
 * on the server from the address (?q=&category=&sort=&page=), where its links and form work
 * without JavaScript; once hydrated it filters in place and keeps the address in step.
 */
import { useRef, useState, type ChangeEvent, type MouseEvent, type SubmitEvent } from 'react';
import { forumTopicPath, type ForumTopicSummary } from '@hexagone/schemas';
import {
  ALL_CATEGORIES,
  ALL_CATEGORIES_ICON,
  DEFAULT_CATEGORY_ICON,
  FORUM_CATEGORY_ICON,
  FORUM_PAGE_SIZE,
  FORUM_POPULAR_TAGS,
  FORUM_SORTS,
  forumTexts as t,
  type ForumSort,
} from '../../data/forum';
import { icons, type IconName } from '../../data/icons';
import { formatShortDate, initials } from '../../lib/content-format';
import { categoryCounts, forumQueryString, listTopics, popularTags, type ForumQuery } from '../../lib/forum-list';
import { pagerItems } from '../../lib/pager';
import './forum.css';
import './ForumExplorer.css';

export type ExplorerTopic = Pick<
  ForumTopicSummary,
  | 'id'
  | 'title'
  | 'slug'
  | 'categorySlug'
  | 'categoryName'
  | 'tags'
  | 'isPinned'
  | 'isLocked'
  | 'isSolved'
  | 'authorName'
  | 'replyCount'
  | 'viewCount'
  | 'lastActivity'
>;

export interface ExplorerCategory {
  slug: string;
  name: string;
  icon?: string;
  color?: string;
}

interface Props {
  topics: ExplorerTopic[];
  categories: ExplorerCategory[];
  initialQuery: ForumQuery;
  /** The forum's address, which the links and the form lead to. */
  basePath: string;
}

const TOPICS_TITLE_ID = 'forum-topics-title';

const categoryIcon = (category: ExplorerCategory): IconName =>
  category.slug === ALL_CATEGORIES
    ? ALL_CATEGORIES_ICON
    : (FORUM_CATEGORY_ICON[category.icon as keyof typeof FORUM_CATEGORY_ICON] ?? DEFAULT_CATEGORY_ICON);

function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icons[name]} />
    </svg>
  );
}

function TopicItem({ topic }: { topic: ExplorerTopic }) {
  return (
    <li className={topic.isPinned ? 'topic is-pinned' : 'topic'}>
      <span className="forum-avatar" aria-hidden="true">
        {initials(topic.authorName)}
      </span>
      <div className="topic-body">
        <h3 className="topic-title">
          <a href={forumTopicPath(topic.slug)}>{topic.title}</a>
        </h3>
        {(topic.isPinned || topic.isSolved || topic.isLocked) && (
          <p className="topic-badges">
            {topic.isPinned && <span className="badge badge-pinned">{t.badges.pinned}</span>}
            {topic.isSolved && <span className="badge badge-solved">{t.badges.solved}</span>}
            {topic.isLocked && <span className="badge badge-locked">{t.badges.locked}</span>}
          </p>
        )}
        <p className="topic-meta">
          {t.by} <strong>{topic.authorName}</strong> {t.in} {topic.categoryName} · {t.lastActivity}{' '}
          <time dateTime={topic.lastActivity}>{formatShortDate(topic.lastActivity)}</time>
        </p>
        {topic.tags.length > 0 && (
          <ul className="forum-tags topic-tags">
            {topic.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
      </div>
      <p className="topic-figures">
        <span>{t.replies(topic.replyCount)}</span>
        <span>{t.views(topic.viewCount)}</span>
      </p>
    </li>
  );
}

export default function ForumExplorer({ topics, categories, initialQuery, basePath }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const topicsTitle = useRef<HTMLHeadingElement>(null);
  const list = listTopics(topics, query, FORUM_PAGE_SIZE);
  const counts = categoryCounts(topics);
  const tags = popularTags(topics, FORUM_POPULAR_TAGS);
  const href = (next: Partial<ForumQuery>) => `${basePath}${forumQueryString({ ...query, page: 1, ...next })}`;

  const apply = (next: Partial<ForumQuery>, { focusList = false } = {}) => {
    const state = { ...query, page: 1, ...next };
    setQuery(state);
    history.replaceState(history.state, '', `${basePath}${forumQueryString(state)}`);
    if (focusList) {
      topicsTitle.current?.focus();
      topicsTitle.current?.scrollIntoView({ block: 'start' });
    }
  };

  // Plain links for visitors without JavaScript (and new tabs); one click filters in place.
  const follow = (next: Partial<ForumQuery>, options?: { focusList?: boolean }) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    apply(next, options);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ q: query.q.trim() }, { focusList: true });
  };

  const allCategories: ExplorerCategory[] = [{ slug: ALL_CATEGORIES, name: t.allCategories }, ...categories];

  return (
    <div className="forum-explorer">
      <aside className="forum-sidebar">
        <section className="forum-box" aria-labelledby="forum-categories-title">
          <h2 id="forum-categories-title">{t.categoriesTitle}</h2>
          <ul className="category-list">
            {allCategories.map((category) => (
              <li key={category.slug}>
                <a
                  href={href({ category: category.slug })}
                  className={`category tone-${category.color ?? 'primary'}`}
                  aria-current={query.category === category.slug ? 'true' : undefined}
                  onClick={follow({ category: category.slug })}
                >
                  <Icon name={categoryIcon(category)} />
                  <span className="category-name">{category.name}</span>
                  <span className="category-count">{counts[category.slug] ?? 0}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        {tags.length > 0 && (
          <section className="forum-box" aria-labelledby="forum-tags-title">
            <h2 id="forum-tags-title">{t.tagsTitle}</h2>
            <ul className="tag-cloud">
              {tags.map(({ tag, count }) => (
                <li key={tag}>
                  <a href={href({ q: tag, category: ALL_CATEGORIES })} onClick={follow({ q: tag, category: ALL_CATEGORIES }, { focusList: true })}>
                    #{tag} <span className="tag-count">{count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </aside>

      <div className="forum-main">
        <form className="forum-search" role="search" method="get" action={basePath} onSubmit={onSubmit}>
          <div className="field search-field">
            <label htmlFor="forum-q">{t.searchLabel}</label>
            <input
              id="forum-q"
              className="input"
              type="search"
              name="q"
              value={query.q}
              placeholder={t.searchPlaceholder}
              maxLength={200}
              onChange={(event: ChangeEvent<HTMLInputElement>) => apply({ q: event.target.value })}
            />
          </div>
          <div className="field sort-field">
            <label htmlFor="forum-sort">{t.sortLabel}</label>
            <select
              id="forum-sort"
              className="input"
              name="sort"
              value={query.sort}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => apply({ sort: event.target.value as ForumSort })}
            >
              {FORUM_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t.sorts[sort]}
                </option>
              ))}
            </select>
          </div>
          {query.category !== ALL_CATEGORIES && <input type="hidden" name="category" value={query.category} />}
          <button type="submit" className="btn btn-secondary">
            <Icon name="search" />
            {t.searchSubmit}
          </button>
        </form>

        <div className="forum-list-head">
          <h2 id={TOPICS_TITLE_ID} ref={topicsTitle} tabIndex={-1}>
            {t.topicsTitle}
          </h2>
          <p className="forum-count" role="status">
            {t.count(list.total)}
          </p>
        </div>

        {list.items.length > 0 ? (
          <ul className="topic-list" aria-labelledby={TOPICS_TITLE_ID}>
            {list.items.map((topic) => (
              <TopicItem key={topic.id} topic={topic} />
            ))}
          </ul>
        ) : (
          <div className="forum-empty">
            <p>{topics.length ? t.empty : t.emptyForum}</p>
            {topics.length > 0 && (
              <a href={basePath} className="btn btn-ghost btn-sm" onClick={follow({ q: '', category: ALL_CATEGORIES }, { focusList: true })}>
                {t.clearFilters}
              </a>
            )}
          </div>
        )}

        {list.pages > 1 && (
          <nav className="pager" aria-label={t.pager.label}>
            {list.page > 1 ? (
              <a href={href({ page: list.page - 1 })} rel="prev" onClick={follow({ page: list.page - 1 }, { focusList: true })}>
                {t.pager.previous}
              </a>
            ) : (
              <span className="pager-disabled">{t.pager.previous}</span>
            )}
            <ol>
              {pagerItems(list.page, list.pages).map((n, index) =>
                n === null ? (
                  <li key={`gap-${index}`} aria-hidden="true" className="pager-gap">
                    …
                  </li>
                ) : (
                  <li key={n}>
                    <a
                      href={href({ page: n })}
                      aria-label={t.pager.goTo(n)}
                      aria-current={n === list.page ? 'page' : undefined}
                      onClick={follow({ page: n }, { focusList: true })}
                    >
                      {n}
                    </a>
                  </li>
                ),
              )}
            </ol>
            {list.page < list.pages ? (
              <a href={href({ page: list.page + 1 })} rel="next" onClick={follow({ page: list.page + 1 }, { focusList: true })}>
                {t.pager.next}
              </a>
            ) : (
              <span className="pager-disabled">{t.pager.next}</span>
            )}
            <p className="pager-status">{t.pager.status(list.page, list.pages)}</p>
          </nav>
        )}
      </div>
    </div>
  );
}
