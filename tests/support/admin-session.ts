/**
 * The first administrator, set up and signed in through the API, and browser contexts that
 * start signed in as the login page leaves them (token and user in localStorage): the login
 * itself, second factor included, is the foundation test's; the others open their screen at once.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { apiClient, setupAndLogin, type ApiClient } from './api';
import { openPage } from './browser-suite';
import { startServer, type StartOptions, type TestServer } from './server';

/** A signed-in account as the back-office keeps it. */
export interface Session {
  token: string;
  user: Record<string, unknown>;
}

export interface AdminSession extends Session {
  api: ApiClient;
}

/** The back-office as the tests look at it: a wide desktop screen, in French. */
export const BACK_OFFICE_SCREEN: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, locale: 'fr-FR' };

/** The session of a token: the user is the one /auth/me answers, as the login page stores it. */
export async function sessionOf(api: ApiClient, token: string): Promise<Session> {
  return { token, user: (await api.get('/auth/me', { token })).body.user };
}

/** Runs the setup wizard's call on `server` and signs its first administrator in. */
export async function signInAdmin(server: TestServer): Promise<AdminSession> {
  const api = apiClient(server.baseUrl);
  return { api, ...(await sessionOf(api, await setupAndLogin(api))) };
}

/** A fresh server, set up, with its first administrator's token: where most API tests start. */
export async function startServerAsAdmin(options?: StartOptions): Promise<{ server: TestServer; api: ApiClient; token: string }> {
  const server = await startServer(options);
  try {
    const api = apiClient(server.baseUrl);
    return { server, api, token: await setupAndLogin(api) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Token and user are in localStorage before the first page loads, where the back-office reads them. */
export async function signedInContext(browser: Browser, { token, user }: Session, screen = BACK_OFFICE_SCREEN): Promise<BrowserContext> {
  const context = await browser.newContext(screen);
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return context;
}

/** A page of its own signed-in context; close it with `page.context().close()`. */
export async function signedInPage(browser: Browser, session: Session, screen = BACK_OFFICE_SCREEN): Promise<Page> {
  return openPage(await signedInContext(browser, session, screen));
}
