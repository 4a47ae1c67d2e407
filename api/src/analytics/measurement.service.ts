/**
 * Turns a beacon or a reached goal into a stored event: the visitor's daily hash, the
 * source, device, browser and country derived here on the server; the address and the user
 * agent go no further than this function. A visitor who opted out (Do-Not-Track, GPC),
 * a robot or a malformed page address is not measured, and the answer does not tell.
 */
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { parisDayKey, toCents, type AnalyticsGoal } from '@hexagone/schemas';
import type { AnalyticsEvent } from './analytics-event';
import { AnalyticsStore } from './analytics-store';
import type { BeaconDto } from './beacon.dto';
import { countryOf } from './country';
import { DailySalts, visitorHash } from './daily-salt';
import { trafficSource } from './traffic-source';
import { readUserAgent } from './user-agent';
import type { VisitorRequest } from './visitor-request';

export const PAGE_ADDRESS_MESSAGE = 'Adresse de la page invalide';
const PATH_MAX = 500;

function pageAddress(url: string): URL {
  try {
    const address = new URL(url);
    if (address.protocol === 'http:' || address.protocol === 'https:') return address;
  } catch {
    // Answered below.
  }
  throw new BadRequestException({ message: PAGE_ADDRESS_MESSAGE, errors: { url: PAGE_ADDRESS_MESSAGE } });
}

@Injectable()
export class MeasurementService {
  readonly store: AnalyticsStore;
  readonly salts: DailySalts;

  constructor(@InjectConnection() connection: Connection) {
    this.store = new AnalyticsStore(connection.db!);
    this.salts = new DailySalts(connection.db!);
  }

  /** Resolves to whether the beacon was recorded. */
  async collect(beacon: BeaconDto, request: VisitorRequest, now = new Date()): Promise<boolean> {
    const page = pageAddress(beacon.url);
    const base = await this.baseEvent(request, now, beacon.referrer, page.searchParams.get('utm_medium') ?? undefined, page.hostname);
    if (!base) return false;
    const path = page.pathname.slice(0, PATH_MAX);
    const events: Record<BeaconDto['type'], () => AnalyticsEvent> = {
      pageview: () => ({ ...base, k: 'view', p: path, t: beacon.title?.trim().slice(0, 300) || undefined }),
      outbound: () => ({ ...base, k: 'out', p: path, u: (beacon.target ?? '').slice(0, 2000) }),
      goal: () => ({ ...base, k: 'goal', p: path, g: beacon.goal, ...(beacon.value ? { m: toCents(beacon.value) } : {}) }),
    };
    await this.store.append(events[beacon.type]());
    return true;
  }

  /** A goal the server counts when its call succeeds: it carries no value. */
  async goal(goal: AnalyticsGoal, request: VisitorRequest, now = new Date()): Promise<boolean> {
    const base = await this.baseEvent(request, now, undefined, undefined, request.site);
    if (!base) return false;
    await this.store.append({ ...base, k: 'goal', g: goal });
    return true;
  }

  private async baseEvent(
    request: VisitorRequest,
    now: Date,
    referrer: string | undefined,
    utmMedium: string | undefined,
    siteHost: string,
  ): Promise<Omit<AnalyticsEvent, 'k'> | undefined> {
    if (request.optedOut) return undefined;
    const agent = readUserAgent(request.userAgent);
    if (agent.bot) return undefined;
    const salt = await this.salts.saltOf(parisDayKey(now));
    return {
      at: now.getTime(),
      v: visitorHash(salt, request.site, request.ip, request.userAgent),
      s: trafficSource(referrer, utmMedium, siteHost),
      d: agent.device,
      b: agent.browser,
      c: countryOf(request.ip),
    };
  }
}
