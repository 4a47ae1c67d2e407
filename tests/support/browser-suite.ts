/**
 * What every browser test file runs against: the real built server on a fresh database and
 * Debian's Chromium, started side by side (each takes seconds) and stopped together.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { makeScreenshotFolder, watchApiCalls } from './screenshots';
import { startServer, type StartOptions, type TestServer } from './server';

export interface ServerAndBrowser {
  server: TestServer;
  browser: Browser;
}

/** Also makes the screenshot folder, which every browser test writes to. */
export async function startServerAndBrowser(options?: StartOptions): Promise<ServerAndBrowser> {
  await makeScreenshotFolder();
  const [server, browser] = await Promise.allSettled([startServer(options), launchBrowser()]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') return { server: server.value, browser: browser.value };
  // The caller never gets the half that did start: stop it here, or its process outlives the run.
  await stopServerAndBrowser({
    server: server.status === 'fulfilled' ? server.value : undefined,
    browser: browser.status === 'fulfilled' ? browser.value : undefined,
  });
  throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
}

/** Safe in an `afterAll` whose `beforeAll` failed half-way: stops whatever is there. */
export async function stopServerAndBrowser({ server, browser }: Partial<ServerAndBrowser>): Promise<void> {
  await browser?.close();
  await server?.stop();
}

/**
 * How long a step may wait on the page: a button or text missing for 15 s is a failure, and
 * failing then names the step, where the 90 s test timeout would not.
 */
export const STEP_TIMEOUT = 15_000;

/** A new page with the step timeout: in a context of its own with the given screen, or in `context`. */
export async function openPage(browser: Browser, screen: BrowserContextOptions): Promise<Page>;
export async function openPage(context: BrowserContext): Promise<Page>;
export async function openPage(where: Browser | BrowserContext, screen?: BrowserContextOptions): Promise<Page> {
  const page = 'newContext' in where ? await where.newPage(screen) : await where.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  watchApiCalls(page);
  return page;
}
