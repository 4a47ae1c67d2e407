import type { APIRoute } from 'astro';
import { HISTORY_DAYS, historyPage, incidents, STATUS_AS_OF, statusFeed, statusPage } from '../../data/status';
import { buildRss } from '../../lib/rss';
import { incidentsWithin, incidentTypeBadge } from '../../lib/status';

/** The status page's incidents as an RSS feed, written at build time. */
export const GET: APIRoute = ({ site }) => {
  const url = (path: string) => new URL(path, site).href;
  const items = incidentsWithin(incidents, HISTORY_DAYS, new Date(STATUS_AS_OF)).map((incident) => ({
    title: `${incident.service} — ${incidentTypeBadge(incident.type).label}`,
    link: url(`${statusPage.history.href}#${incident.id}`),
    guid: incident.id,
    date: incident.date,
    description: incident.description,
  }));
  const xml = buildRss({
    ...statusFeed,
    link: url(historyPage.back.href),
    self: url(statusPage.rss.href),
    items,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
