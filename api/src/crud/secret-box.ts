/**
 * Secrets the server must read back (an SMTP password, a webhook signing secret) are kept
 * encrypted at rest with AES-256-GCM. The key is SECRETS_KEY when given, otherwise a random
 * key kept in the data folder beside the JWT secret (never in the database, so a copy of
 * the database alone reveals nothing).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PREFIX = 'aes256gcm:v1';
const IV_BYTES = 12;

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [PREFIX, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
  }

  open(sealed: string): string {
    const parts = sealed.split(':');
    if (parts.length !== 5 || `${parts[0]}:${parts[1]}` !== PREFIX) throw new Error('not a sealed secret');
    const [iv, tag, data] = parts.slice(2).map((part) => Buffer.from(part, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }

  static isSealed(value: unknown): boolean {
    return typeof value === 'string' && value.startsWith(`${PREFIX}:`);
  }
}

/** SECRETS_KEY (any text, hashed to 32 bytes), else the key file of the data folder, created once. */
export function loadSecretsKey(fromEnv: string | undefined, dataDir: string): Buffer {
  if (fromEnv) return createHash('sha256').update(fromEnv).digest();
  const file = join(dataDir, 'secrets-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
