/**
 * Instances run for real (issue 11, spec 3 §3-§9): each is a process of the server, found
 * through its log line, whose health answers; stopping ends it, a kill from outside turns the
 * instance to error, a restarted server starts again those that should run. Scale bounds,
 * backups as real archives that restore, state rules and messages, the services acting on
 * their instances, the events on the bus.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { apiClient, login, ADMIN, type ApiClient } from '../support/api';
import { createRecord, readRecord } from '../support/records';
import { startServer, type TestServer } from '../support/server';
import { listenToWebhookEvents, type WebhookEventLog } from '../support/server-sent-events';

let server: TestServer;
let api: ApiClient;
let token: string;
let customer: Record<string, any>;
let events: WebhookEventLog;

const POLL = { timeout: 30_000, interval: 200 };

const service = (name: string, type: string, body: Record<string, unknown> = {}) =>
  createRecord(api, token, 'services', { name, description: 'Service de test', type, status: 'stopped', cpu_limit: 8, memory_limit: 16, storage_limit: 200, auto_restart: false, ...body });

/** The services of the tests, by type: each instance belongs to one. */
const servicesByType = new Map<string, string>();
async function serviceId(type: string): Promise<string> {
  if (!servicesByType.has(type)) servicesByType.set(type, (await service(`Service ${type}`, type))._id);
  return servicesByType.get(type)!;
}

const instance = async ({ service_type = 'hosting-ha', ...body }: Record<string, unknown> = {}) =>
  createRecord(api, token, 'service_instances', { name: 'web-1', service_id: await serviceId(String(service_type)), user_id: customer._id, status: 'stopped', cpu: 1, memory: 1, storage: 10, ...body });

const statusOf = async (id: string) => (await readRecord(api, token, 'service_instances', id)).status;
const folderOf = (id: string) => join(server.dataDir, 'instances', id);

/** The pid and port the instance's process wrote in its log at its last start. */
async function processOf(id: string): Promise<{ pid: number; port: number }> {
  const log = await readFile(join(folderOf(id), 'instance.log'), 'utf8');
  const starts = [...log.matchAll(/\(processus (\d+), port (\d+)\)/g)];
  const last = starts[starts.length - 1];
  return { pid: Number(last[1]), port: Number(last[2]) };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function health(port: number): Promise<any> {
  const response = await fetch(`http://127.0.0.1:${port}/health`);
  return { status: response.status, body: await response.json() };
}

async function startAndWait(id: string) {
  const started = await api.post(`/service_instances/${id}/start`, {}, { token });
  expect(started.status).toBe(200);
  await expect.poll(() => statusOf(id), POLL).toBe('running');
  return processOf(id);
}

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
  events = await listenToWebhookEvents(server.baseUrl, token);
  customer = await createRecord(api, token, 'users', { name: 'Client Instances', email: 'instances@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
}, 60_000);

afterAll(async () => {
  events?.close();
  await server?.stop();
});

describe('instance lifecycle', () => {
  it('starts a real process: starting, then running once its health answers; stops it: stopping, then stopped with the process gone', async () => {
    const web = await instance();
    expect(web).toMatchObject({ status: 'stopped', auto_start: true, backup_enabled: false, metrics: { cpu_usage: 0, memory_usage: 0 } });

    const started = await api.post(`/service_instances/${web._id}/start`, {}, { token });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('starting');
    await expect.poll(() => statusOf(web._id), POLL).toBe('running');
    const { pid, port } = await processOf(web._id);
    expect(alive(pid)).toBe(true);
    expect(await health(port)).toMatchObject({ status: 200, body: { status: 'ok', name: 'web-1', limits: { cpu: 1, memory_gb: 1, storage_gb: 10 } } });

    // Measured every 10 s: a Node process holds some tens of MB of its 1 GB.
    await expect.poll(async () => (await readRecord(api, token, 'service_instances', web._id)).metrics.memory_usage, { timeout: 25_000, interval: 500 }).toBeGreaterThan(0.5);
    // Under load, the measured CPU rises (5 s of work within a 10 s window on its one core).
    const load = fetch(`http://127.0.0.1:${port}/load?ms=5000`);
    await expect.poll(async () => (await readRecord(api, token, 'service_instances', web._id)).metrics.cpu_usage, { timeout: 25_000, interval: 500 }).toBeGreaterThan(10);
    await load;

    const stopped = await api.post(`/service_instances/${web._id}/stop`, {}, { token });
    expect(stopped.status).toBe(200);
    expect(stopped.body.status).toBe('stopping');
    await expect.poll(() => statusOf(web._id), POLL).toBe('stopped');
    expect(alive(pid)).toBe(false);
    expect((await readRecord(api, token, 'service_instances', web._id)).metrics).toEqual({ cpu_usage: 0, memory_usage: 0 });
  }, 60_000);

  it('starts at once when created running', async () => {
    const eager = await instance({ name: 'pressée', status: 'running' });
    expect(eager).toMatchObject({ status: 'starting', desired_state: 'running' });
    await expect.poll(() => statusOf(eager._id), POLL).toBe('running');
    expect(alive((await processOf(eager._id)).pid)).toBe(true);
    const created = await api.post('/service_instances', { name: 'x', service_id: await serviceId('saas'), user_id: customer._id, status: 'starting', cpu: 1, memory: 1, storage: 10 }, { token });
    expect(created.status).toBe(409);
    await api.post(`/service_instances/${eager._id}/stop`, {}, { token });
    await expect.poll(() => statusOf(eager._id), POLL).toBe('stopped');
  }, 60_000);

  it('turns to error when its process is killed from outside', async () => {
    const victim = await instance({ name: 'victime', service_type: 'blockchain' });
    const { pid } = await startAndWait(victim._id);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => statusOf(victim._id), POLL).toBe('error');
    const record = await readRecord(api, token, 'service_instances', victim._id);
    expect(record.last_error).toBe("Le processus de l'instance s'est arrêté de lui-même (arrêt forcé par le système)");
    // An instance in error may be started again.
    await startAndWait(victim._id);
    await api.post(`/service_instances/${victim._id}/stop`, {}, { token });
    await expect.poll(() => statusOf(victim._id), POLL).toBe('stopped');
  }, 60_000);

  it('is started again after a crash when its service restarts automatically', async () => {
    const agents = await service('Agents', 'agent-ia', { auto_restart: true });
    const agent = await instance({ name: 'agent-1', service_id: agents._id });
    const first = await startAndWait(agent._id);
    process.kill(first.pid, 'SIGKILL');
    await expect.poll(() => statusOf(agent._id), POLL).toBe('error');
    await expect.poll(async () => (await statusOf(agent._id)) === 'running' && (await processOf(agent._id)).pid !== first.pid, POLL).toBe(true);
    await api.post(`/service_instances/${agent._id}/stop`, {}, { token });
    await expect.poll(() => statusOf(agent._id), POLL).toBe('stopped');
  }, 60_000);

  it('refuses the actions outside their states with the French message, and says so in §8 words on success', async () => {
    const idle = await instance({ name: 'au-repos' });
    const stop = await api.post(`/service_instances/${idle._id}/stop`, {}, { token });
    expect(stop.status).toBe(409);
    expect(stop.body.message).toBe('« Arrêter » est impossible : l’état est « Arrêtée »');
    const restart = await api.post(`/service_instances/${idle._id}/restart`, {}, { token });
    expect(restart.status).toBe(409);
    expect(restart.body.message).toBe('« Redémarrer » est impossible : l’état est « Arrêtée »');

    await startAndWait(idle._id);
    const again = await api.post(`/service_instances/${idle._id}/start`, {}, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('« Démarrer » est impossible : l’état est « En marche »');
    const remove = await api.del(`/service_instances/${idle._id}`, { token });
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe('Arrêtez l’instance avant de la supprimer');
    // The status is the server's: an edit cannot set it.
    const edit = await api.put(`/service_instances/${idle._id}`, { status: 'stopped' }, { token });
    expect(edit.status).toBe(200);
    expect(edit.body.status).toBe('running');

    const restarted = await api.post(`/service_instances/${idle._id}/restart`, {}, { token });
    expect(restarted.body.status).toBe('starting');
    await expect.poll(() => statusOf(idle._id), POLL).toBe('running');
    await api.post(`/service_instances/${idle._id}/stop`, {}, { token });
    await expect.poll(() => statusOf(idle._id), POLL).toBe('stopped');

    const { serviceInstances, INSTANCE_MESSAGES } = await import('@hexagone/schemas');
    const successes = Object.fromEntries(serviceInstances.actions.map((action) => [action.name, action.success]));
    expect(successes).toMatchObject({
      start: 'Instance démarrée avec succès',
      stop: 'Instance arrêtée avec succès',
      restart: 'Instance redémarrée avec succès',
      scale: 'Instance redimensionnée avec succès',
      backup: 'Sauvegarde créée avec succès',
    });
    expect(serviceInstances.actions.find((action) => action.name === 'start')?.failure).toBe('Erreur: {message}');
    expect(INSTANCE_MESSAGES.stopConfirm('web-1')).toBe("Êtes-vous sûr de vouloir arrêter l'instance web-1 ?");
  }, 60_000);
});

describe('instance limits and backups', () => {
  it('enforces the bounds of §5 on create and on scale, and restarts a running instance with its new limits', async () => {
    const tooBig = await api.post('/service_instances', { name: 'x', service_id: await serviceId('saas'), user_id: customer._id, status: 'stopped', cpu: 33, memory: 129, storage: 5 }, { token });
    expect(tooBig.status).toBe(400);
    expect(Object.keys(tooBig.body.errors).sort()).toEqual(['cpu', 'memory', 'storage']);

    const sized = await instance({ name: 'redimensionnée' });
    for (const body of [{ cpu: 0, memory: 1, storage: 10 }, { cpu: 1, memory: 200, storage: 10 }, { cpu: 1, memory: 1, storage: 1001 }, { cpu: 1, memory: 1 }]) {
      const refused = await api.put(`/service_instances/${sized._id}/scale`, body, { token });
      expect(refused.status).toBe(400);
    }
    await startAndWait(sized._id);
    const scaled = await api.put(`/service_instances/${sized._id}/scale`, { cpu: 2, memory: 3, storage: 50 }, { token });
    expect(scaled.status).toBe(200);
    expect(scaled.body).toMatchObject({ cpu: 2, memory: 3, storage: 50, status: 'starting' });
    await expect.poll(() => statusOf(sized._id), POLL).toBe('running');
    const { port } = await processOf(sized._id);
    expect((await health(port)).body.limits).toEqual({ cpu: 2, memory_gb: 3, storage_gb: 50 });
    // A plain edit of the limits applies them the same way.
    const edited = await api.put(`/service_instances/${sized._id}`, { cpu: 4 }, { token });
    expect(edited.status).toBe(200);
    await expect.poll(async () => (await statusOf(sized._id)) === 'running' && (await processOf(sized._id)).port !== port, POLL).toBe(true);
    expect((await health((await processOf(sized._id)).port)).body.limits.cpu).toBe(4);
    await api.post(`/service_instances/${sized._id}/stop`, {}, { token });
    await expect.poll(() => statusOf(sized._id), POLL).toBe('stopped');
  }, 60_000);

  it('writes a real .tar.gz of the instance folder, listed with its size and date, and restores it', async () => {
    const kept = await instance({ name: 'sauvegardée' });
    await startAndWait(kept._id);
    const unnamed = await api.post(`/service_instances/${kept._id}/backup`, { description: 'sans nom' }, { token });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors.name).toBeTruthy();

    const saved = await api.post(`/service_instances/${kept._id}/backup`, { name: 'Avant migration', description: 'Base saine' }, { token });
    expect(saved.status).toBe(200);
    const [line] = saved.body.backups;
    expect(line).toMatchObject({ name: 'Avant migration', description: 'Base saine' });
    expect(line.size).toBeGreaterThan(100);
    expect(Date.now() - new Date(line.created_at).getTime()).toBeLessThan(60_000);
    const archive = join(folderOf(kept._id), 'backups', line.file);
    expect(existsSync(archive)).toBe(true);
    const tar = gunzipSync(await readFile(archive)).toString('latin1');
    expect(tar).toContain('data/state.json');
    expect(tar).toContain('instance.log');

    const whileRunning = await api.post(`/service_instances/${kept._id}/restore`, { backup: 'Avant migration' }, { token });
    expect(whileRunning.status).toBe(409);
    expect(whileRunning.body.message).toBe("Arrêtez l'instance avant de restaurer une sauvegarde");

    await api.post(`/service_instances/${kept._id}/stop`, {}, { token });
    await expect.poll(() => statusOf(kept._id), POLL).toBe('stopped');
    const stateFile = join(folderOf(kept._id), 'data', 'state.json');
    const before = JSON.parse(await readFile(stateFile, 'utf8'));
    await writeFile(stateFile, JSON.stringify({ starts: 999, requests: 0, first_start: 'abîmé' }));

    const unknown = await api.post(`/service_instances/${kept._id}/restore`, { backup: 'Inconnue' }, { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.backup).toBe('Cette sauvegarde est introuvable');
    const restored = await api.post(`/service_instances/${kept._id}/restore`, { backup: 'Avant migration' }, { token });
    expect(restored.status).toBe(200);
    const after = JSON.parse(await readFile(stateFile, 'utf8'));
    expect(after.first_start).toBe(before.first_start);
    expect(after.starts).toBeLessThan(999);
  }, 60_000);
});

describe('services act on their instances', () => {
  it('starts and stops its own instances, takes its figures from them, within its states', async () => {
    const saas = await service('Plateforme SaaS', 'saas');
    const empty = await api.post(`/services/${saas._id}/start`, {}, { token });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('Ce service n’a aucune instance à démarrer');

    const one = await instance({ name: 'saas-1', service_id: saas._id });
    const two = await instance({ name: 'saas-2', service_id: saas._id });
    expect(one.service_type).toBe('saas');
    await expect.poll(async () => (await readRecord(api, token, 'services', saas._id)).instances_count, POLL).toBe(2);
    const stop = await api.post(`/services/${saas._id}/stop`, {}, { token });
    expect(stop.status).toBe(409);

    const started = await api.post(`/services/${saas._id}/start`, {}, { token });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('running');
    await expect.poll(async () => [await statusOf(one._id), await statusOf(two._id)], POLL).toEqual(['running', 'running']);
    await expect.poll(async () => (await readRecord(api, token, 'services', saas._id)).uptime, POLL).toBe(100);

    const logs = await api.get(`/services/${saas._id}/logs`, { token });
    expect(logs.status).toBe(200);
    expect(logs.body.lines.some((line: string) => line.startsWith('[saas-1] ') && line.includes('« saas-1 » démarrée'))).toBe(true);
    expect(logs.body.lines.some((line: string) => line.startsWith('[saas-2] '))).toBe(true);

    const stopped = await api.post(`/services/${saas._id}/stop`, {}, { token });
    expect(stopped.status).toBe(200);
    expect(stopped.body.status).toBe('stopped');
    // Stopped at once, never « En marche » again while its instances stop (issue 26 §7).
    expect((await readRecord(api, token, 'services', saas._id)).status).toBe('stopped');
    await expect.poll(async () => [await statusOf(one._id), await statusOf(two._id)], POLL).toEqual(['stopped', 'stopped']);
    expect((await readRecord(api, token, 'services', saas._id)).status).toBe('stopped');
    expect((await readRecord(api, token, 'services', saas._id)).uptime).toBe(0);
  }, 60_000);

  it('never touches the instances of another service of the same type (issue 26 §1)', async () => {
    const giraud = await service('Cluster AI — Pharmacie Giraud', 'cluster-ai');
    const horizon = await service('Cluster AI — Agence Horizon', 'cluster-ai');
    const mine = await instance({ name: 'gpu-giraud-01', service_id: giraud._id });
    const theirs = await instance({ name: 'gpu-horizon-01', service_id: horizon._id });
    const theirsToo = await instance({ name: 'gpu-horizon-02', service_id: horizon._id });
    await startAndWait(theirs._id);
    await expect.poll(async () => (await readRecord(api, token, 'services', horizon._id)).status, POLL).toBe('running');

    // Start: only its own instance.
    expect((await api.post(`/services/${giraud._id}/start`, {}, { token })).status).toBe(200);
    await expect.poll(() => statusOf(mine._id), POLL).toBe('running');
    expect(await statusOf(theirsToo._id)).toBe('stopped');
    const theirPid = (await processOf(theirs._id)).pid;

    // Restart: its own process changes, the other service's keeps its pid.
    const myPid = (await processOf(mine._id)).pid;
    expect((await api.post(`/services/${giraud._id}/restart`, {}, { token })).status).toBe(200);
    await expect.poll(async () => (await statusOf(mine._id)) === 'running' && (await processOf(mine._id)).pid !== myPid, POLL).toBe(true);
    expect((await processOf(theirs._id)).pid).toBe(theirPid);
    expect(await statusOf(theirs._id)).toBe('running');

    // Stop: only its own; the other service stays running.
    expect((await api.post(`/services/${giraud._id}/stop`, {}, { token })).status).toBe(200);
    await expect.poll(() => statusOf(mine._id), POLL).toBe('stopped');
    expect(await statusOf(theirs._id)).toBe('running');
    expect(alive(theirPid)).toBe(true);
    expect((await readRecord(api, token, 'services', horizon._id)).status).toBe('running');

    // Figures: each counts its own; the list filters by service.
    expect((await readRecord(api, token, 'services', giraud._id)).instances_count).toBe(1);
    expect((await readRecord(api, token, 'services', horizon._id)).instances_count).toBe(2);
    const listed = await api.get('/service_instances', { token, query: { service_id: horizon._id } });
    expect(listed.body.data.map((i: any) => i.name).sort()).toEqual(['gpu-horizon-01', 'gpu-horizon-02']);

    // An instance is given to an existing service only; a service with instances is not deleted.
    const orphan = await api.post('/service_instances', { name: 'gpu-x', service_id: '0123456789abcdef01234567', user_id: customer._id, status: 'stopped', cpu: 1, memory: 1, storage: 10 }, { token });
    expect(orphan.status).toBe(400);
    expect(orphan.body.errors.service_id).toBe('Ce service est introuvable');
    const removal = await api.del(`/services/${giraud._id}`, { token });
    expect(removal.status).toBe(409);
    await api.post(`/service_instances/${theirs._id}/stop`, {}, { token });
    await expect.poll(() => statusOf(theirs._id), POLL).toBe('stopped');
  }, 90_000);

  it('offers a restart to a service in error, which starts its failed instances again (issue 26 §16)', async () => {
    const chain = await service('Blockchain — Dubois', 'blockchain');
    const node = await instance({ name: 'noeud-dubois-01', service_id: chain._id });
    const { pid } = await startAndWait(node._id);
    process.kill(pid, 'SIGKILL');
    await expect.poll(async () => (await readRecord(api, token, 'services', chain._id)).status, POLL).toBe('error');
    const restarted = await api.post(`/services/${chain._id}/restart`, {}, { token });
    expect(restarted.status).toBe(200);
    await expect.poll(() => statusOf(node._id), POLL).toBe('running');
    await expect.poll(async () => (await readRecord(api, token, 'services', chain._id)).status, POLL).toBe('running');
    await api.post(`/service_instances/${node._id}/stop`, {}, { token });
    await expect.poll(() => statusOf(node._id), POLL).toBe('stopped');
  }, 60_000);

  it('enforces the service bounds of §5', async () => {
    const refused = await api.post(
      '/services',
      { name: 'Trop', description: 'x', type: 'saas', status: 'stopped', cpu_limit: 129, memory_limit: 513, storage_limit: 10001 },
      { token },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['cpu_limit', 'memory_limit', 'storage_limit']);
  });
});

describe('instance logs', () => {
  it('answers the real output and follows it live through a signed stream', async () => {
    const talker = await instance({ name: 'bavarde' });
    const { port } = await startAndWait(talker._id);
    const tail = await api.get(`/service_instances/${talker._id}/logs`, { token });
    expect(tail.body.lines.some((line: string) => line.includes('Instance « bavarde » démarrée'))).toBe(true);

    const path = `/api/service_instances/${talker._id}/logs/stream`;
    const denied = await fetch(`${server.baseUrl}${path}`);
    expect(denied.status).toBe(401);
    const { signature } = (await api.post('/signed-links', { path }, { token })).body;
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}${path}?signature=${encodeURIComponent(signature)}`, { signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    // The instance writes a line of its own when load is applied to it.
    await fetch(`http://127.0.0.1:${port}/load?ms=20`);
    let seen = '';
    while (!seen.includes('Charge appliquée pendant 20 ms')) seen += (await reader.read()).value ?? '';
    expect(seen).toContain('event: lines');
    controller.abort();
    await api.post(`/service_instances/${talker._id}/stop`, {}, { token });
    await expect.poll(() => statusOf(talker._id), POLL).toBe('stopped');
  }, 60_000);
});

describe('events and restart', () => {
  it('publishes instance.created, instance.updated and instance.deleted on the bus', async () => {
    const brief = await instance({ name: 'éphémère' });
    await api.put(`/service_instances/${brief._id}`, { name: 'éphémère-2' }, { token });
    expect((await api.del(`/service_instances/${brief._id}`, { token })).status).toBe(200);
    const of = (type: string) => events.about(type, brief._id);
    await expect.poll(() => of('instance.created').length, POLL).toBe(1);
    await expect.poll(() => of('instance.updated').some((event) => event.data.data.name === 'éphémère-2'), POLL).toBe(true);
    await expect.poll(() => of('instance.deleted').length, POLL).toBe(1);
    expect(existsSync(folderOf(brief._id))).toBe(false);
  });

  it('stops its processes with the server and starts again those that should run; refuses past LOCAL_INSTANCES_MAX', async () => {
    const durable = await instance({ name: 'durable' });
    const other = await instance({ name: 'autre' });
    const { pid } = await startAndWait(durable._id);
    events?.close();
    const dataDir = server.dataDir;
    await server.stop({ keepData: true });
    expect(alive(pid)).toBe(false);

    server = await startServer({ dataDir, env: { LOCAL_INSTANCES_MAX: '1' } });
    api = apiClient(server.baseUrl);
    token = await login(api, ADMIN.email, ADMIN.password);
    await expect.poll(async () => (await statusOf(durable._id)) === 'running' && (await processOf(durable._id)).pid !== pid, POLL).toBe(true);
    const back = await processOf(durable._id);
    expect(alive(back.pid)).toBe(true);
    expect(await statusOf(other._id)).toBe('stopped');

    const refused = await api.post(`/service_instances/${other._id}/start`, {}, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Limite atteinte : au plus 1 instance(s) locale(s) en marche à la fois. Arrêtez-en une avant d'en démarrer une autre.");
    expect(await statusOf(other._id)).toBe('stopped');
  }, 90_000);
});
