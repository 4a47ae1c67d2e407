/**
 * The deployment files of deploy/ cannot be run here (no container daemon): what can be checked
 * without one is. The compose file's structure (parsed as YAML), the Caddyfile's upstreams, the
 * image's stages and settings, and the systemd unit by `systemd-analyze verify` where it exists.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const deploy = join(import.meta.dirname, '..', '..', 'deploy');
const read = (file: string) => readFileSync(join(deploy, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  pull_policy?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stdin_open?: boolean;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const { services } = compose;
const SERVERS = ['server-1', 'server-2'];

describe('deploy/compose.yaml', () => {
  it('holds two servers, FerretDB, PostgreSQL and a reverse proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['ferretdb', 'postgres', 'proxy', ...SERVERS].sort());
    expect(services.postgres.image).toBe('postgres:15');
  });

  it('puts every server on FerretDB with SOLE_WRITER off and the same secrets', () => {
    for (const name of SERVERS) {
      const environment = services[name].environment!;
      expect(environment).toMatchObject({ MONGODB_URI: 'mongodb://ferretdb:27017/', SOLE_WRITER: 'off', FILE_STORE: 'gridfs', HSTS: 'true' });
      expect(environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
      expect(environment.SECRETS_KEY).toMatch(/^\$\{SECRETS_KEY:\?/);
      expect(services[name].volumes).toContain('hexagone-data:/data');
      expect(services[name].depends_on).toEqual({ ferretdb: { condition: 'service_healthy' } });
      expect(services[name].image).toBe(services.ferretdb.image);
      expect(services[name]).toMatchObject({ build: services.ferretdb.build, pull_policy: 'build' });
    }
  });

  it('runs our FerretDB build on PostgreSQL, its stdin held open, reachable only inside', () => {
    const ferretdb = services.ferretdb;
    expect(ferretdb.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
    expect(ferretdb.pull_policy).toBe('build');
    expect(ferretdb.command!.slice(0, 2)).toEqual(['api/embedded-db/bin/embedded-db', '-postgresql']);
    expect(ferretdb.command![2]).toContain('@postgres:5432/');
    expect(ferretdb.command!.slice(3)).toEqual(['-listen', '0.0.0.0:27017']);
    expect(ferretdb.stdin_open).toBe(true);
    expect(ferretdb.ports).toBeUndefined();
    expect(ferretdb.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it('gives the database and FerretDB a health check, and starts each part after what it needs is healthy', () => {
    expect(services.postgres.healthcheck!.test).toContain('pg_isready');
    expect(services.ferretdb.healthcheck!.test.join(' ')).toContain('27017');
    // The servers' own check is the image's HEALTHCHECK (below); the proxy waits for it.
    expect(services.proxy.depends_on).toEqual(Object.fromEntries(SERVERS.map((name) => [name, { condition: 'service_healthy' }])));
  });

  it('publishes only the proxy, on HTTP and HTTPS', () => {
    expect(services.proxy.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    for (const name of ['postgres', 'ferretdb', ...SERVERS]) expect(services[name].ports).toBeUndefined();
  });

  it('declares every named volume it mounts', () => {
    const named = Object.values(services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(':')[0])
      .filter((source) => !source.startsWith('.'));
    expect([...new Set(named)].sort()).toEqual(Object.keys(compose.volumes).sort());
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('Caddyfile');

  it('spreads requests over both servers, checks their health, and passes event streams through unbuffered', () => {
    expect(caddyfile).toMatch(new RegExp(`reverse_proxy ${SERVERS.map((name) => `${name}:3000`).join(' ')} \\{`));
    expect(caddyfile).toContain('health_uri /api/health');
    expect(caddyfile).toContain('flush_interval -1');
    expect(caddyfile).toContain('read_timeout 0');
  });
});

describe('deploy/nginx.conf', () => {
  const nginx = read('nginx.conf');
  const streams = nginx.slice(nginx.indexOf('location ~'));

  it('sends every server-sent events route on unbuffered, with a read timeout longer than the heartbeat', () => {
    const route = new RegExp(streams.match(/location ~ (\S+)/)![1]);
    for (const path of ['/api/streams/users', '/api/events/webhooks', '/api/webmaster/audit-logs/stream', '/api/support/chat/stream', '/api/services/abc/logs/stream', '/api/service_instances/abc/logs/stream']) {
      expect(path).toMatch(route);
    }
    expect('/api/users').not.toMatch(route);
    expect(streams).toContain('proxy_buffering off;');
    expect(streams).toContain('proxy_read_timeout 1h;');
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile.split('\n').filter((line) => /^[A-Z]+ /.test(line));

  it('builds in stages and runs as an account of its own, with DATA_DIR a volume', () => {
    expect(instructions.filter((line) => line.startsWith('FROM ')).length).toBeGreaterThanOrEqual(3);
    const user = instructions.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBe('USER hexagone');
    expect(instructions).toContain('VOLUME /data');
    expect(dockerfile).toContain('DATA_DIR=/data');
    expect(instructions).toContain('COPY --from=build /app/api/embedded-db/bin/embedded-db ./api/embedded-db/bin/');
  });

  it('checks its health on /api/health', () => {
    expect(instructions.some((line) => line.startsWith('HEALTHCHECK '))).toBe(true);
    expect(dockerfile).toMatch(/CMD \["node", "-e", ".*\/api\/health/);
  });
});

describe('deploy/hexagone.service', () => {
  const unit = read('hexagone.service');
  const verify = spawnSync('systemd-analyze', ['--version']);

  it('runs the server as its own account, its data in the state folder', () => {
    expect(unit).toMatch(/^User=hexagone$/m);
    expect(unit).toMatch(/^StateDirectory=hexagone$/m);
    expect(unit).toMatch(/^Environment=DATA_DIR=\/var\/lib\/hexagone$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node api\/dist\/main\.js$/m);
  });

  it.skipIf(verify.status !== 0)('passes systemd-analyze verify', () => {
    const result = spawnSync('systemd-analyze', ['verify', join(deploy, 'hexagone.service')], { encoding: 'utf8' });
    expect(result.stderr.trim()).toBe('');
    expect(result.status).toBe(0);
  });
});
