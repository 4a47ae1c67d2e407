/**
 * Maintenance mode at the door of the public site: while the Maintenance tab is enabled,
 * every public page answers 503 with Retry-After, except to the allowed addresses and to
 * signed-in staff (their session cookie, staff-cookie.ts). The back-office, the API, sign-in
 * and setup are never held back, so staff can always get in and switch it off.
 */
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { clientIp } from '../activity/activity-entry';
import type { TokenPayload } from '../auth/auth.service';
import { SessionsService } from '../auth/sessions.service';
import { sessionCookieOf } from '../auth/staff-cookie';
import { maintenancePage, retryAfterSeconds } from './maintenance-page';
import { SettingsService } from './settings.service';

/** Pages that stay open: the back-office, signing in and out, the setup wizard. */
const ALWAYS_OPEN = /^\/(webmaster|login|logout|setup)(\/|\.html?$|$)/;

/**
 * What maintenance does to a page request: nothing (off), lets it through (an allowed address
 * or staff, who are told it is on: maintenance-notice.ts), or answers the 503 page.
 */
export type MaintenanceAnswer = { state: 'off' } | { state: 'let-through' } | { state: 'closed'; retryAfter: number; html: string };

@Injectable()
export class MaintenanceService {
  constructor(
    private readonly settings: SettingsService,
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
  ) {}

  /** What maintenance does to this page request; undefined for the pages it never holds back. */
  async answerFor(req: Request): Promise<MaintenanceAnswer | undefined> {
    if (ALWAYS_OPEN.test(req.path)) return undefined;
    const maintenance = await this.settings.maintenance();
    if (maintenance.enabled !== true) return { state: 'off' };
    const ip = clientIp(req.ip);
    const allowed = Array.isArray(maintenance.allowed_ips) ? maintenance.allowed_ips.map(String) : [];
    if (ip && allowed.includes(ip)) return { state: 'let-through' };
    if (await this.isStaff(req)) return { state: 'let-through' };
    const site = await this.settings.site();
    return { state: 'closed', retryAfter: retryAfterSeconds(maintenance, new Date()), html: maintenancePage(maintenance, String(site.name)) };
  }

  private async isStaff(req: Request): Promise<boolean> {
    const token = sessionCookieOf(req);
    if (!token) return false;
    const payload = await this.jwt.verifyAsync<TokenPayload>(token).catch(() => undefined);
    if (payload?.purpose !== 'session' || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return false;
    const open = await this.sessions.resolve(payload.sid, payload.sub);
    return Boolean(open && open.user.role !== 'user');
  }
}
