/** Settings read from the environment once, with the defaults of a local install. */
import { resolve } from 'node:path';

const repoRoot = resolve(__dirname, '..', '..');

function fileStoreOf(value = 'local'): 'local' | 'gridfs' {
  if (value === 'local' || value === 'gridfs') return value;
  throw new Error(`FILE_STORE inconnu : « ${value} » (local ou gridfs)`);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

/** A wildcard address is no place to send a browser: its loopback is. */
const reachableHost = (address: string): string => (address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '[::1]' : address.includes(':') ? `[${address}]` : address);

export const config = {
  port,
  host,
  /** The address the server listens on (issue 37 §5): the site's links name it when neither the Site tab nor SITE_URL names another. */
  listeningUrl: `http://${reachableHost(host)}:${port}`,
  /** Embedded database files and the generated JWT secret live here. */
  dataDir: resolve(process.env.DATA_DIR ?? resolve(repoRoot, 'data')),
  mongoUri: process.env.MONGODB_URI || undefined,
  dbName: process.env.MONGODB_DB ?? 'hexagone',
  jwtSecret: process.env.JWT_SECRET || undefined,
  /** Key of the secrets encrypted at rest; by default a random key kept in the data folder. */
  secretsKey: process.env.SECRETS_KEY || undefined,
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
  /**
   * This process is the database's only writer: true for the embedded database it starts
   * itself, false with MONGODB_URI unless SOLE_WRITER=on says so. When true, lists keep
   * their ordered ids between writes (crud/kept-lists.ts) and counters are recounted once
   * per burst of writes without a second check (crud/recounts.ts).
   */
  soleWriter: (process.env.SOLE_WRITER ?? (process.env.MONGODB_URI ? 'off' : 'on')) === 'on',
  /**
   * With several processes, how long a record's write may still be in flight in another one:
   * its trail left unfinished longer than this is completed by the recovery (crud/trail-intents.ts).
   */
  trailGraceMs: Number(process.env.TRAIL_GRACE_MS ?? 60_000),
  /**
   * Where private files are kept: `local` (DATA_DIR/files, one machine) or `gridfs` (in the
   * MongoDB of MONGODB_URI, shared by every machine). Anything else stops the start.
   */
  fileStore: fileStoreOf(process.env.FILE_STORE),
  /** Heavy list queries run at most this many at once; LIST_QUEUE more wait, the rest get a 503. */
  listConcurrency: Number(process.env.LIST_CONCURRENCY ?? 2),
  listQueue: Number(process.env.LIST_QUEUE ?? 64),
  /** Time limit of one list query on the database (maxTimeMS). */
  listMaxTimeMs: Number(process.env.LIST_MAX_TIME_MS ?? 15_000),
  /** How long a rotated API key still opens the API beside its replacement (seconds). */
  apiKeyRotationOverlapSeconds: Number(process.env.API_KEY_ROTATION_OVERLAP_SECONDS ?? 15 * 60),
  /**
   * UNSAFE, for tests and local development only: lets webhooks reach loopback addresses
   * (127.0.0.0/8, ::1). Private, link-local and metadata addresses stay refused.
   */
  webhooksAllowLoopbackUnsafe: process.env.WEBHOOKS_ALLOW_LOOPBACK_UNSAFE === 'on',
  /** Instances the local provisioning driver runs at once, at most (each is a process of this server). */
  localInstancesMax: Number(process.env.LOCAL_INSTANCES_MAX ?? 40),
  embeddedDbBinary: resolve(repoRoot, 'api', 'embedded-db', 'bin', 'embedded-db'),
  siteDist: resolve(repoRoot, 'site', 'dist'),
  adminDist: resolve(repoRoot, 'admin', 'dist'),
} as const;
