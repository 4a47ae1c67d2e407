/**
 * Time-based one-time codes (RFC 6238) for administrator accounts, mandatory per the terms
 * of use. The secret lives in its own collection, outside the user record and the
 * registry, so no generic route can ever read or write it. A code is accepted once, even
 * sent many times at the same instant: accepting a step is inserting its unique
 * `user_mfa_steps` key, the one check-and-write both FerretDB and MongoDB make atomic.
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
const DUPLICATE_KEY = 11000;

const stepKey = (userId: string, step: number) => `${userId}:${step}`;

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: BRAND_NAME, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

@Injectable()
export class MfaService {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private records() {
    return this.connection.collection<MfaRecord>('user_mfa');
  }

  private acceptedSteps() {
    return this.connection.collection<{ _id: string; accepted_at: Date }>('user_mfa_steps');
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
    try {
      await this.acceptedSteps().insertOne({ _id: stepKey(userId, step), accepted_at: new Date() });
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
    await this.records().updateOne({ _id: userId, last_step: { $lt: step } }, { $set: { enabled: true, last_step: step } });
    // Older steps are refused by last_step: their keys are no longer needed.
    await this.acceptedSteps().deleteOne({ _id: stepKey(userId, record.last_step) });
    return true;
  }
}
