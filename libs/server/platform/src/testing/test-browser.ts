import type { Server } from 'node:http';
import cookiejar from 'cookiejar';
import request from 'supertest';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A browser as the web app behaves: keeps cookies, and echoes the XSRF-TOKEN cookie in the
 * X-XSRF-TOKEN header on every request, from the page's origin.
 */
export class TestBrowser {
  readonly agent: ReturnType<typeof request.agent>;

  /** `http`: the api in this process, or the address of one running in a process of its own. */
  constructor(
    http: Server | string,
    readonly origin = 'http://localhost:4200',
  ) {
    this.agent = request.agent(http);
  }

  cookie(name: string): string | undefined {
    const jar = (this.agent as unknown as { jar: cookiejar.CookieJar }).jar;
    return jar.getCookie(name, new cookiejar.CookieAccessInfo('127.0.0.1', '/', false, false))?.value;
  }

  /** Loads a page first, as the web app does, so the XSRF cookie exists. */
  async open(): Promise<this> {
    await this.agent.get('/api/health/live').expect(200);
    return this;
  }

  get(path: string) {
    return this.send('get', path);
  }

  post(path: string, body?: object) {
    const test = this.send('post', path);
    return body === undefined ? test : test.send(body);
  }

  put(path: string, body?: object) {
    const test = this.send('put', path);
    return body === undefined ? test : test.send(body);
  }

  patch(path: string, body?: object) {
    const test = this.send('patch', path);
    return body === undefined ? test : test.send(body);
  }

  delete(path: string) {
    return this.send('delete', path);
  }

  private send(method: Method, path: string) {
    const test = this.agent[method](path).set('Origin', this.origin).set('Accept', 'application/json');
    const xsrf = this.cookie('XSRF-TOKEN');
    return xsrf && method !== 'get' ? test.set('X-XSRF-TOKEN', xsrf) : test;
  }
}
