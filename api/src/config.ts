/** Settings read from the environment once, with the defaults of a local install. */
import { resolve } from 'node:path';

const repoRoot = resolve(__dirname, '..', '..');

export const config = {
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  /** Embedded database files and the generated JWT secret live here. */
  dataDir: resolve(process.env.DATA_DIR ?? resolve(repoRoot, 'data')),
  mongoUri: process.env.MONGODB_URI || undefined,
  dbName: process.env.MONGODB_DB ?? 'hexagone',
  jwtSecret: process.env.JWT_SECRET || undefined,
  /** Key of the secrets encrypted at rest; by default a random key kept in the data folder. */
  secretsKey: process.env.SECRETS_KEY || undefined,
  jwtExpiresIn: process.env.JWT_EXPIRES_IN ?? '12h',
  /** Login attempts allowed per address and minute. */
  loginRateLimit: Number(process.env.LOGIN_RATE_LIMIT ?? 10),
  /** Contact form messages allowed per address and 10 minutes. */
  contactRateLimit: Number(process.env.CONTACT_RATE_LIMIT ?? 5),
  /** Newsletter subscriptions allowed per address and 10 minutes. */
  newsletterRateLimit: Number(process.env.NEWSLETTER_RATE_LIMIT ?? 5),
  embeddedDbBinary: resolve(repoRoot, 'api', 'embedded-db', 'bin', 'embedded-db'),
  siteDist: resolve(repoRoot, 'site', 'dist'),
  adminDist: resolve(repoRoot, 'admin', 'dist'),
} as const;
