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
  /** Absolute lifetime of a session: it ends this long after sign-in, however active. */
  jwtExpiresIn: process.env.JWT_EXPIRES_IN ?? '12h',
  /** A session unused this long ends (the settings' session_timeout will drive it). */
  sessionIdleMinutes: Number(process.env.SESSION_IDLE_MINUTES ?? 60),
  /**
   * The reverse proxies whose X-Forwarded-For is believed (Express "trust proxy" syntax:
   * addresses, subnets, `loopback`…). Unset: nobody's, the caller's own address counts.
   */
  trustProxy: process.env.TRUST_PROXY || undefined,
  /** Strict-Transport-Security is sent only when the product is served over HTTPS. */
  hsts: process.env.HSTS === 'true',
  /** Login attempts allowed per address and minute. */
  loginRateLimit: Number(process.env.LOGIN_RATE_LIMIT ?? 10),
  /** Failed sign-ins allowed per account and address before a growing wait (settings' max_login_attempts). */
  maxLoginAttempts: Number(process.env.MAX_LOGIN_ATTEMPTS ?? 5),
  /** Contact form messages allowed per address and 10 minutes. */
  contactRateLimit: Number(process.env.CONTACT_RATE_LIMIT ?? 5),
  /** Newsletter subscriptions allowed per address and 10 minutes. */
  newsletterRateLimit: Number(process.env.NEWSLETTER_RATE_LIMIT ?? 5),
  embeddedDbBinary: resolve(repoRoot, 'api', 'embedded-db', 'bin', 'embedded-db'),
  siteDist: resolve(repoRoot, 'site', 'dist'),
  adminDist: resolve(repoRoot, 'admin', 'dist'),
} as const;
