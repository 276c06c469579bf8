/** What the api answered: status and parsed JSON body (null when there was none). */
export interface DemoResponse<T = unknown> {
  status: number;
  body: T;
}

/**
 * One demo member's browser, reduced to what the demo needs: the session cookie, the XSRF
 * cookie echoed in its header (as the web app does), JSON and multipart requests.
 */
export class DemoClient {
  private xsrf: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly sessionToken: string,
  ) {}

  get<T>(path: string): Promise<DemoResponse<T>> {
    return this.send<T>('GET', path);
  }

  json<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body: unknown): Promise<DemoResponse<T>> {
    return this.send<T>(method, path, JSON.stringify(body), { 'Content-Type': 'application/json' });
  }

  form<T>(path: string, form: FormData): Promise<DemoResponse<T>> {
    return this.send<T>('POST', path, form);
  }

  /** Fails with the api's own message when the status is not the expected one. */
  static expect<T>(response: DemoResponse<T>, ...statuses: number[]): T {
    if (!statuses.includes(response.status)) {
      const message = (response.body as { message?: string } | null)?.message ?? '';
      throw new Error(`the api answered ${response.status}: ${message}`);
    }
    return response.body;
  }

  private async send<T>(
    method: string,
    path: string,
    body?: string | FormData,
    headers: Record<string, string> = {},
  ): Promise<DemoResponse<T>> {
    if (method !== 'GET' && !this.xsrf) await this.get('/api/auth/me');
    const cookies = [`ember_session=${this.sessionToken}`, ...(this.xsrf ? [`XSRF-TOKEN=${this.xsrf}`] : [])];
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body,
      headers: {
        ...headers,
        Cookie: cookies.join('; '),
        ...(this.xsrf && method !== 'GET' ? { 'X-XSRF-TOKEN': this.xsrf } : {}),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
      if (match?.[1]) this.xsrf = decodeURIComponent(match[1]);
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
}
