/**
 * What the back-office header asks the API: the bell's counts (NOTIFICATION_SOURCES) and the
 * records its search finds. Both see only the collections the caller's role may read.
 */
import { Injectable } from '@nestjs/common';
import {
  getResource,
  NOTIFICATION_SOURCES,
  resources,
  SEARCH_HITS_PER_COLLECTION,
  type NotificationItem,
  type NotificationsAnswer,
  type ResourceDef,
  type SearchGroup,
  type Values,
} from '@hexagone/schemas';
import { labelOf } from '../activity/activity-entry';
import type { SessionUser } from '../auth/session-user';
import { AccessService } from '../crud/access.service';
import { CrudService } from '../crud/crud.service';

/** Collections searched at once: the embedded database has two cores to share. */
const SEARCH_CONCURRENCY = 4;

/** Logs (activity, AI usage, moderation journal) are read-only and would drown the records. */
const isLog = (resource: ResourceDef) => !resource.operations.create && !resource.operations.edit;

const searchable = (resource: ResourceDef) => resource.fields.some((field) => field.searchable);

/** What shows under a hit's label: the first searched value that says something more. */
function detailOf(resource: ResourceDef, record: Values, label: string): string | undefined {
  for (const field of resource.fields) {
    const value = record[field.name];
    if (field.searchable && field.name in record && typeof value === 'string' && value.trim() && value.trim() !== label) return value.trim().slice(0, 120);
  }
  return undefined;
}

/** The longest label a hit takes from its text (a forum reply has no title: its first words name it). */
const TEXT_LABEL_MAX = 80;

/** A record without a name or title is named by the start of its first searched text, never by its id alone. */
function textLabelOf(resource: ResourceDef, record: Values): string | undefined {
  const field = resource.fields.find((f) => f.searchable && typeof record[f.name] === 'string' && String(record[f.name]).trim());
  if (!field) return undefined;
  const text = String(record[field.name]).replace(/\s+/g, ' ').trim();
  return text.length > TEXT_LABEL_MAX ? `${text.slice(0, TEXT_LABEL_MAX - 1).trimEnd()}…` : text;
}

@Injectable()
export class HeaderService {
  constructor(
    private readonly crud: CrudService,
    private readonly access: AccessService,
  ) {}

  /** The collections this caller may list, in the registry's order. */
  private async listable(user: SessionUser, candidates: readonly ResourceDef[]): Promise<ResourceDef[]> {
    const allowed = await Promise.all(candidates.map((resource) => this.access.allows(resource.access.list, user)));
    return candidates.filter((_, index) => allowed[index]);
  }

  async notifications(user: SessionUser): Promise<NotificationsAnswer> {
    const items: NotificationItem[] = [];
    for (const source of NOTIFICATION_SOURCES) {
      const resource = getResource(source.resource);
      if (!resource || !(await this.access.allows(resource.access.list, user))) continue;
      const count = await this.crud.model(resource.name).countDocuments({ ...source.filter }).exec();
      if (!count) continue;
      const query = new URLSearchParams(Object.entries(source.filter).map(([key, value]): [string, string] => [key, String(value)]));
      items.push({ resource: resource.name, count, label: source.label(count), icon: source.icon, path: `${resource.route}?${query}` });
    }
    return { total: items.reduce((sum, item) => sum + item.count, 0), items };
  }

  async search(q: string, user: SessionUser): Promise<SearchGroup[]> {
    const searched = await this.listable(user, resources.filter((resource) => !isLog(resource) && searchable(resource)));
    const groups: SearchGroup[] = [];
    for (let start = 0; start < searched.length; start += SEARCH_CONCURRENCY) {
      const batch = searched.slice(start, start + SEARCH_CONCURRENCY);
      groups.push(...(await Promise.all(batch.map((resource) => this.searchOne(resource, q, user)))));
    }
    return groups.filter((group) => group.hits.length > 0);
  }

  private async searchOne(resource: ResourceDef, q: string, user: SessionUser): Promise<SearchGroup> {
    const { data } = await this.crud.list(resource, {
      dialect: 'rest',
      page: 1,
      limit: SEARCH_HITS_PER_COLLECTION,
      skip: 0,
      sort: resource.list.sort,
      q,
      filters: {},
    });
    // A hit shows only what this reader may see of the record.
    const records = await this.access.viewAll(resource, data, user);
    return {
      resource: resource.name,
      label: resource.label,
      route: resource.route,
      hits: records.map((record) => {
        const label = labelOf(record) ?? textLabelOf(resource, record) ?? String(record._id);
        return { id: String(record._id), label, detail: detailOf(resource, record, label) };
      }),
    };
  }
}
