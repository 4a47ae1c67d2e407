/**
 * The known-device cookie: after a sign-in, the browser keeps a signed, HttpOnly cookie that
 * names the account and a random device id. During a distributed attack on the account
 * (login-throttle.ts), an attempt carrying it is counted on its own, not held with the rest:
 * the owner's right password goes through from a browser that signed in before. It is sent
 * only to the sign-in routes, and is no credential: the password (and second factor) are
 * still asked.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { JWT_SECRET } from './auth.constants';
import { cookieOf } from './staff-cookie';

export const KNOWN_DEVICE_COOKIE = 'hexagone_device';
/** The sign-in routes (/api/auth/…), the only ones the cookie is sent to. */
const COOKIE_PATH = '/api/auth';
const LIFETIME_MS = 365 * 24 * 60 * 60_000;

interface DeviceClaims {
  /** The account that signed in. */
  u: string;
  /** The device's own id. */
  d: string;
}

@Injectable()
export class KnownDevices {
  private readonly key: Buffer;

  constructor(@Inject(JWT_SECRET) secret: string) {
    // A key of its own: a device cookie is never a session token, nor the reverse.
    this.key = createHmac('sha256', secret).update('hexagone:known-device').digest();
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  private claimsOf(req: Request): DeviceClaims | undefined {
    const [body, mac, ...rest] = (cookieOf(req, KNOWN_DEVICE_COOKIE) ?? '').split('.');
    if (!body || !mac || rest.length) return undefined;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as DeviceClaims;
      return typeof claims.u === 'string' && typeof claims.d === 'string' ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  /** The id of this browser if it signed in to this account before, else undefined. */
  deviceOf(req: Request, userId: string | undefined): string | undefined {
    const claims = this.claimsOf(req);
    return claims && userId && claims.u === userId ? claims.d : undefined;
  }

  /** After a sign-in: the browser is known to this account from now on (its id kept if it was already). */
  remember(req: Request, res: Response, userId: string): void {
    const device = this.deviceOf(req, userId) ?? randomBytes(16).toString('base64url');
    const body = Buffer.from(JSON.stringify({ u: userId, d: device } satisfies DeviceClaims)).toString('base64url');
    res.cookie(KNOWN_DEVICE_COOKIE, `${body}.${this.sign(body)}`, { httpOnly: true, sameSite: 'strict', path: COOKIE_PATH, secure: req.secure, maxAge: LIFETIME_MS });
  }
}
