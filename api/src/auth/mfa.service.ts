/**
 * Time-based one-time codes (RFC 6238) for administrator accounts, mandatory per the terms
 * of use. The secret lives in its own collection, outside the user record and the
 * registry, so no generic route can ever read or write it. A code is accepted once.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';
import { BRAND_NAME } from '@hexagone/schemas';

interface MfaRecord {
  _id: string;
  secret: string;
  enabled: boolean;
  /** The last time step accepted: a code is never accepted twice. */
  last_step: number;
  created_at: Date;
}

export interface Enrollment {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

const PERIOD_SECONDS = 30;

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: BRAND_NAME, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

@Injectable()
export class MfaService {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private records() {
    return this.connection.collection<MfaRecord>('user_mfa');
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.records().findOne({ _id: userId }))?.enabled === true;
  }

  /** A new secret for a user who has none confirmed yet; it replaces any unconfirmed one. */
  async startEnrollment(userId: string, email: string): Promise<Enrollment> {
    const secret = new Secret({ size: 20 }).base32;
    await this.records().updateOne(
      { _id: userId },
      { $set: { secret, enabled: false, last_step: 0, created_at: new Date() } },
      { upsert: true },
    );
    const otpauthUrl = totpFor(secret, email).toString();
    return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
  }

  /** Checks a code (one step of clock drift either way), confirms a pending enrollment, refuses a replay. */
  async verify(userId: string, code: string): Promise<boolean> {
    const record = await this.records().findOne({ _id: userId });
    if (!record) return false;
    const delta = totpFor(record.secret).validate({ token: code, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
    if (step <= record.last_step) return false;
    await this.records().updateOne({ _id: userId }, { $set: { enabled: true, last_step: step } });
    return true;
  }
}
