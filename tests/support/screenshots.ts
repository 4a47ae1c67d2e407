/**
 * Screenshots of the browser tests, all in one git-ignored folder: the ones a test takes to
 * show a screen, and the one taken of the page when a test fails, the first thing to look at.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import { REPO_ROOT } from './server';

export const SHOTS = join(REPO_ROOT, 'test-results', 'screenshots');

export const makeScreenshotFolder = () => mkdir(SHOTS, { recursive: true });

/**
 * An `afterEach` hook that saves the page as it stood when the test failed. The page is asked
 * for at that moment: files open it in `beforeAll`, and some reopen it between tests.
 */
export function screenshotOnFailure(currentPage: () => Page | undefined) {
  return async ({ task }: TestContext) => {
    const page = currentPage();
    if (task.result?.state === 'fail' && page) await page.screenshot({ path: join(SHOTS, `failed-${task.name.replace(/\W+/g, '-')}.png`) });
  };
}
