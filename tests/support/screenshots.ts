/**
 * Screenshots of the browser tests, all in one git-ignored folder: the ones a test takes to
 * show a screen, and the one taken of the page when a test fails, the first thing to look at.
 * Beside that one, a few lines the test summary prints under the failure (scripts/run-tests.mjs),
 * for a CI log that keeps no picture: the page's address, its API calls still waiting and the
 * last ones answered, and the start of its text.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import type { TestContext } from 'vitest';
import { REPO_ROOT } from './server';

export const SHOTS = join(REPO_ROOT, 'test-results', 'screenshots');

export const makeScreenshotFolder = () => mkdir(SHOTS, { recursive: true });

/** A failed test's files: `failed-<its title, words joined by dashes>` (.png, .txt). */
export const failureFile = (title: string, extension: 'png' | 'txt') => join(SHOTS, `failed-${title.replace(/\W+/g, '-')}.${extension}`);

interface Calls {
  waiting: Map<Request, number>;
  answered: string[];
}
const callsOf = new WeakMap<Page, Calls>();

const apiPath = (request: Request) => {
  const url = new URL(request.url());
  return `${request.method()} ${url.pathname}${decodeURIComponent(url.search).slice(0, 80)}`;
};

/** Keeps the page's API calls: those waiting, and the last five answered with their status and time. */
export function watchApiCalls(page: Page): void {
  const calls: Calls = { waiting: new Map(), answered: [] };
  callsOf.set(page, calls);
  const done = (request: Request, outcome: string) => {
    const started = calls.waiting.get(request);
    if (started === undefined) return;
    calls.waiting.delete(request);
    if (calls.answered.push(`${outcome} en ${Date.now() - started} ms : ${apiPath(request)}`) > 5) calls.answered.shift();
  };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.waiting.set(request, Date.now());
  });
  // The page may close before its response is read: an outcome too, never an unhandled rejection.
  page.on('requestfinished', (request) =>
    void request.response().then(
      (response) => done(request, String(response?.status() ?? '?')),
      () => done(request, 'page fermée'),
    ),
  );
  page.on('requestfailed', (request) => done(request, `échec (${request.failure()?.errorText ?? '?'})`));
}

/** What the page shows and waits for, in a few lines. */
async function pageState(page: Page): Promise<string> {
  const calls = callsOf.get(page);
  const now = Date.now();
  const waiting = [...(calls?.waiting ?? [])].map(([request, started]) => `${apiPath(request)} depuis ${now - started} ms`);
  // The page's main part when it has one (the site's pages: without their header).
  const text = await ((await page.locator('main').count()) ? page.locator('main').first() : page.locator('body'))
    .innerText({ timeout: 2_000 })
    .then((body) => body.replace(/\s+/g, ' ').trim().slice(0, 400))
    .catch((error: Error) => `illisible (${error.message.split('\n')[0]})`);
  return [
    `page : ${page.url()}`,
    `appels en attente : ${waiting.join(' ; ') || 'aucun'}`,
    `derniers appels : ${calls?.answered.join(' ; ') || 'aucun'}`,
    `texte : ${text}`,
  ].join('\n');
}

/**
 * An `afterEach` hook that saves the page as it stood when the test failed. The page is asked
 * for at that moment: files open it in `beforeAll`, and some reopen it between tests.
 */
export function screenshotOnFailure(currentPage: () => Page | undefined) {
  return async ({ task }: TestContext) => {
    const page = currentPage();
    if (task.result?.state !== 'fail' || !page || page.isClosed()) return;
    await writeFile(failureFile(task.name, 'txt'), await pageState(page).catch((error: Error) => `page illisible : ${error.message.split('\n')[0]}`));
    await page.screenshot({ path: failureFile(task.name, 'png') });
  };
}
