/**
 * The /api page's samples are true to the API (issue 21): its curl request, JavaScript,
 * and Python code run as printed against a running server — only the address and the key
 * replaced — create an instance answered `provisioning`, with the fields of the page's
 * sample response; the Go code is checked by gofmt.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SAMPLE, quickStart, sdkSection } from '../../site/src/data/api-docs';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { createRecord } from '../support/records';
import type { TestServer } from '../support/server';

const run = promisify(execFile);

let server: TestServer;
let api: ApiClient;
let token: string;
let key: string;
let workDir: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
  await createRecord(api, token, 'services', { name: 'Cluster', description: 'Service de test', type: 'cluster-ai', status: 'stopped', cpu_limit: 64, memory_limit: 256, storage_limit: 2000, auto_restart: false });
  key = (await api.post('/webmaster/api-keys', { name: 'Exemples', permissions: [] }, { token })).body.key;
  workDir = await mkdtemp(join(tmpdir(), 'exemples-api-'));
});
afterAll(async () => {
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** The sample as printed, pointed at the test server with a real key. */
const live = (code: string) => code.replaceAll(API_SAMPLE.baseUrl, server.baseUrl).replaceAll(API_SAMPLE.key, key);
const sample = (id: string) => sdkSection.sdks.find((sdk) => sdk.id === id)!.code;
const documented = JSON.parse(quickStart.response) as Record<string, unknown>;

async function lastInstance() {
  const list = await api.get('/v1/instances', { token: key });
  return list.body.data[0] as Record<string, unknown>;
}

describe('the /api page samples', () => {
  it('the curl request answers the documented response', async () => {
    const { stdout } = await run('bash', ['-c', live(quickStart.request)]);
    const answer = JSON.parse(stdout) as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(Object.keys(documented).sort());
    expect(answer).toMatchObject({ name: documented.name, type: documented.type, region: documented.region, status: 'provisioning', config: documented.config });
  });

  it('the JavaScript sample prints provisioning', async () => {
    const file = join(workDir, 'exemple.mjs');
    await writeFile(file, live(sample('javascript')));
    const { stdout } = await run(process.execPath, [file]);
    expect(stdout.trim()).toBe('provisioning');
    expect((await lastInstance()).name).toBe(documented.name);
  });

  it('the Python sample prints provisioning', async () => {
    const file = join(workDir, 'exemple.py');
    await writeFile(file, live(sample('python')));
    const { stdout } = await run('python3', [file]);
    expect(stdout.trim()).toBe('provisioning');
  });

  // Building a Go program takes about a minute on the test machines: the sample is parsed and
  // formatted by gofmt (any syntax error fails), and its request is the one the others make.
  it('the Go sample is valid Go, formatted, making the same request', async () => {
    const file = join(workDir, 'main.go');
    // As saved by an editor: with its final line break.
    await writeFile(file, `${sample('go')}\n`);
    const { stdout } = await run('gofmt', ['-l', '-e', file]);
    expect(stdout).toBe('');
    expect(sample('go')).toContain(`http.NewRequest("POST", "${API_SAMPLE.baseUrl}/api/v1/instances"`);
  });
});
