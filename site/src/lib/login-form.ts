/**
 * The login form's checks before calling the API: present and well-formed, worded like
 * the setup wizard. No length nor character rule on the password: they belong to account creation.
 * Then the reading of the API's answers that lead to the administrators' code step.
 */
import { setupAdminForm, type FieldDef, type FormSchema } from '@hexagone/schemas';
import { mfaStep } from '../data/auth';
import type { Session } from '@hexagone/schemas';

const field = (name: string): FieldDef => {
  const found = setupAdminForm.fields.find((f) => f.name === name);
  if (!found) throw new Error(`Champ ${name} absent du formulaire d'installation`);
  return found;
};

const { minLength: _minLength, maxLength: _maxLength, messages: _messages, validate: _validate, ...password } = field('password');

export const loginForm: FormSchema = {
  name: 'login',
  fields: [field('email'), password],
};

/** The one-time code of the second step: six digits, as authenticator apps show them. */
export const MFA_CODE_PATTERN = '[0-9]{6}';
export const MFA_CODE_LENGTH = 6;

/** What the login answer asks for next. */
export type LoginStep =
  | { step: 'signedIn'; session: Session }
  | { step: 'mfa'; mfaToken: string }
  | {
      step: 'mfaSetup';
      mfaToken: string;
      secret: string;
      /** Only an `otpauth://` address: a phone opens it in its authenticator app. */
      otpauthUrl?: string;
      /** Only a `data:image/...` URL: the page shows no image from elsewhere. */
      qrCode?: string;
    }
  /** The password has expired: a new one first (POST /auth/password/renew), then the login goes on. */
  | { step: 'passwordExpired'; passwordToken: string; message?: string }
  | { step: 'unreadable' };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * Reads the answer of POST /auth/login (and of POST /auth/mfa, which can only sign in).
 * An administrator's answer carries no session, only the temporary token of the code step;
 * its explicit flags win over anything else the answer might hold.
 */
export function loginStep(answer: unknown): LoginStep {
  if (!answer || typeof answer !== 'object') return { step: 'unreadable' };
  const body = answer as Record<string, unknown>;
  const mfaToken = text(body.mfaToken);
  if (body.mfaSetupRequired === true) {
    const secret = text(body.secret);
    if (!mfaToken || !secret) return { step: 'unreadable' };
    const otpauthUrl = text(body.otpauthUrl);
    const qrCode = text(body.qrCode);
    return {
      step: 'mfaSetup',
      mfaToken,
      secret,
      otpauthUrl: otpauthUrl?.startsWith('otpauth://') ? otpauthUrl : undefined,
      qrCode: qrCode?.startsWith('data:image/') ? qrCode : undefined,
    };
  }
  if (body.passwordExpired === true) {
    const passwordToken = text(body.passwordToken);
    return passwordToken ? { step: 'passwordExpired', passwordToken, message: text(body.message) } : { step: 'unreadable' };
  }
  if (body.mfaRequired === true) return mfaToken ? { step: 'mfa', mfaToken } : { step: 'unreadable' };
  const token = text(body.token);
  const user = body.user;
  if (token && user && typeof user === 'object') return { step: 'signedIn', session: { token, user } };
  return { step: 'unreadable' };
}

/** The typed code without the spaces a paste or a phone's grouping may add. */
export function normalizeMfaCode(code: string): string {
  return code.replace(/\s+/g, '');
}

const MFA_CODE = new RegExp(`^${MFA_CODE_PATTERN}$`);

export function isMfaCode(code: string): boolean {
  return MFA_CODE.test(code);
}

/** The French message that stops a code before it is sent, or undefined when it may go. */
export function mfaCodeError(code: string): string | undefined {
  return isMfaCode(normalizeMfaCode(code)) ? undefined : mfaStep.codeInvalid;
}

/** The secret in groups of four characters, easier to copy by hand into an app. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * Whether a refused code sends the visitor back to the password: only when the step's token
 * has expired. A wrong code keeps them on the code step, where they try again.
 */
export function mfaFailureRestartsLogin(message: string): boolean {
  return message === mfaStep.sessionExpired;
}
