/** A small JSON client for the API tests: real HTTP, no mocks. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
}

export function apiClient(baseUrl: string) {
  async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const url = new URL(`/api${path}`, baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
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
    request,
    get: <T = any>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T = any>(path: string, body: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T = any>(path: string, body: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    del: <T = any>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

export const ADMIN = { company: 'Hexagone Test', name: 'Alice Admin', email: 'alice@example.com', password: 'motdepasse-solide' };

/** Runs the setup wizard's call and signs the first administrator in. */
export async function setupAndLogin(api: ApiClient): Promise<string> {
  const setup = await api.post('/setup/init', ADMIN);
  if (setup.status !== 201) throw new Error(`setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  return login(api, ADMIN.email, ADMIN.password);
}

export async function login(api: ApiClient, email: string, password: string): Promise<string> {
  const response = await api.post('/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token as string;
}
