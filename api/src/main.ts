/**
 * Starts Hexagone: the database (MONGODB_URI, or the embedded FerretDB), then one HTTP
 * server on one port for the API, the back-office and the public site.
 */
// First: the heap's growth is set before the modules fill it.
import './common/heap-growth';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import compression from 'compression';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Connection } from 'mongoose';
import { AppModule } from './app.module';
import { config } from './config';
import { bodyParsers } from './common/body-limits';
import { nulGuard } from './common/nul-characters';
import { handlersDone } from './common/requests-in-flight';
import { ParisLogger } from './common/paris-logger';
import { RETRY_AFTER_SECONDS } from './common/error.filter';
import { inlineScriptHashes } from './common/inline-script-hashes';
import { securityHeaders } from './common/security-headers';
import { announceStop } from './common/server-stopping';
import { createValidationPipe } from './common/validation.pipe';
import { databaseGate } from './database/database-health';
import { openDatabase, type OpenDatabase } from './database/open-database';
import { createEmbeddedIndexes } from './database/embedded-indexes';
import { mountOpenApi } from './openapi';
import { SetupService } from './setup/setup.service';
import { PublicContentService } from './public-content/public-content.service';
import { createWebHandler } from './web/web';
import { MaintenanceService } from './settings/maintenance.service';
import { SettingsService } from './settings/settings.service';
import { HttpMetrics } from './monitoring/http-metrics';
import { monitoringConfig } from './monitoring/monitoring-config';
import { prometheusHandler } from './monitoring/prometheus';

async function bootstrap(): Promise<void> {
  let database: OpenDatabase;
  try {
    database = await openDatabase();
    await createEmbeddedIndexes(database.uri, config.dbName);
  } catch (error) {
    console.error(`Erreur : ${(error as Error).message}`);
    process.exit(1);
  }
  const uri = database.uri;

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forDatabase(uri, database), {
    logger: new ParisLogger(['error', 'warn']),
    abortOnError: false,
    // Parsed by bodyParsers() below, with a deliberate size limit per route.
    bodyParser: false,
  });
  app.disable('x-powered-by');
  // First, so that every answer is measured (monitoring), the 503s and 404s included.
  const httpMetrics = app.get(HttpMetrics);
  app.use(httpMetrics.middleware);
  app.use('/metrics', prometheusHandler(httpMetrics, monitoringConfig.prometheus));
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: anyone else could
  // choose the address that login throttling counts.
  app.set('trust proxy', config.trustProxy ?? false);
  app.use(securityHeaders({ siteScriptHashes: inlineScriptHashes(join(config.siteDist, 'client')), hsts: config.hsts }));
  app.use(databaseGate(app.get<Connection>(getConnectionToken()), database, RETRY_AFTER_SECONDS));
  app.use(bodyParsers());
  app.use(nulGuard());
  app.use(compression());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  mountOpenApi(app);
  app.use(
    await createWebHandler({
      siteDist: config.siteDist,
      adminDist: config.adminDist,
      setup: app.get(SetupService),
      content: app.get(PublicContentService),
      maintenance: app.get(MaintenanceService),
      favicon: () => app.get(SettingsService).favicon(),
      description: () => app.get(SettingsService).siteDescription(),
      // Without a named address, canonical links, og:url and the site map name the port the server runs on, not the build's.
      publicUrl: async () => (await app.get(SettingsService).publicUrl()) ?? config.listeningUrl,
    }),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Arrêt (${signal})…`);
    // Process managers wait about 10 s before SIGKILL (Docker's default, systemd's is 90 s):
    // whatever still hangs then, this process ends itself, and its database child with it.
    setTimeout(() => {
      console.error(`Arrêt forcé : toujours en cours après ${STOP_DEADLINE_MS / 1000} s`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    announceStop();
    const drainDeadline = Date.now() + DRAIN_TIMEOUT_MS;
    await drainHttp(app.getHttpServer());
    // A client that went away closed its connection, not the work its request started.
    await handlersDone(drainDeadline);
    await app.close().catch(() => undefined);
    await database.close();
    console.log('Arrêt terminé');
    process.exit(0);
  };
  // `on`, not `once`: a Ctrl-C reaches this process twice, from the terminal and forwarded by
  // npm, and a second signal without a listener would kill it mid-stop.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Hexagone prêt sur http://${config.host}:${port} (base : ${database.description})`);
}

/** Longest wait for in-flight requests at shutdown: the rest of STOP_DEADLINE_MS closes the modules and the database. */
const DRAIN_TIMEOUT_MS = 8_000;
/** The whole stop, at most. */
const STOP_DEADLINE_MS = 9_500;
/** How often a kept-alive connection is looked at during the drain: it closes once its answer is sent. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops taking connections and waits for the requests in flight to be answered, before the
 * modules (and the database connection they use) are closed under them. A kept-alive
 * connection could carry a new request after its answer: it is closed as soon as it is idle.
 */
function drainHttp(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const timer = setTimeout(() => {
      server.closeAllConnections();
      done();
    }, DRAIN_TIMEOUT_MS);
    function done() {
      clearInterval(sweep);
      clearTimeout(timer);
      resolve();
    }
    server.close(done);
    server.closeIdleConnections();
  });
}

bootstrap().catch((error: unknown) => {
  console.error(`Erreur : démarrage impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
