/** A small JSON client for the API tests: real HTTP, no mocks. */
import { Secret, TOTP } from 'otpauth';
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
}

export function apiClient(baseUrl: string) {
  async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const url = new URL(`/api${path}`, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (an HTML page): the raw text is the body.
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }
  return {
    baseUrl,
    request,
    get: <T = any>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T = any>(path: string, body: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T = any>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    del: <T = any>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

export const ADMIN = { company: 'Hexagone Test', name: 'Alice Admin', email: 'alice@example.com', password: 'Motdepasse-solide-1' };

/** Runs the setup wizard's call and signs the first administrator in. */
export async function setupAndLogin(api: ApiClient): Promise<string> {
  const setup = await api.post('/setup/init', ADMIN);
  if (setup.status !== 201) throw new Error(`setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  return login(api, ADMIN.email, ADMIN.password);
}

/**
 * Authenticator secrets enrolled during a test file's run, per account: a file that restarts
 * its server on the same data finds the secret again.
 */
const enrolledSecrets = new Map<string, string>();
const lastStepUsed = new Map<string, number>();

/** The next code the server has not seen yet for this account (a code is accepted once). */
async function nextCode(key: string, secret: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const current = Math.floor(Date.now() / 30_000);
  let step = Math.max(current, (lastStepUsed.get(key) ?? -1) + 1);
  if (step > current + 1) {
    // Both the current and the next step are spent: wait for a fresh one.
    await new Promise((r) => setTimeout(r, (step - 1) * 30_000 - Date.now() + 50));
    step = Math.max(Math.floor(Date.now() / 30_000), (lastStepUsed.get(key) ?? -1) + 1);
  }
  lastStepUsed.set(key, step);
  return totp.generate({ timestamp: step * 30_000 });
}

/**
 * Signs in with e-mail and password, and for an administrator completes the second factor
 * as the authenticator app would (enrolling it on the first login).
 */
export async function login(api: ApiClient, email: string, password: string): Promise<string> {
  const response = await api.post('/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  if (response.body.token) return response.body.token as string;

  const key = email;
  if (response.body.mfaSetupRequired) enrolledSecrets.set(key, response.body.secret);
  const secret = enrolledSecrets.get(key);
  if (!secret) throw new Error(`no authenticator enrolled for ${email}`);
  const mfa = await api.post('/auth/mfa', { mfaToken: response.body.mfaToken, code: await nextCode(key, secret) });
  if (mfa.status !== 200) throw new Error(`second factor failed: ${mfa.status} ${JSON.stringify(mfa.body)}`);
  return mfa.body.token as string;
}

export { nextCode as nextAuthenticatorCode };
