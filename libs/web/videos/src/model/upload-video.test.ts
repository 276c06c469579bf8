import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@ember/api-client';
import { VideoUploadError, uploadPercent, uploadVideo } from './upload-video';
import { aVideo } from '../testing/a-video';

// A real HTTP server on loopback. The page (jsdom) lives at http://localhost:3000 and the api at
// another port of the same host: a cross-origin call, so cookies only travel when the request asks
// for credentials, and the XSRF header needs the server's CORS consent, as a browser would insist.
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Reply = (request: Seen, response: ServerResponse) => void;

let server: Server;
let seen: Seen[] = [];
let replies: Record<string, Reply> = {};

const pageOrigin = 'http://localhost:3000';
const cors = {
  'Access-Control-Allow-Origin': pageOrigin,
  'Access-Control-Allow-Credentials': 'true',
};

function json(status: number, body?: unknown, headers: Record<string, string> = {}): Reply {
  return (_request, response) => {
    response.writeHead(status, { ...cors, 'Content-Type': 'application/json', ...headers });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'accept, x-xsrf-token',
      });
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry: Seen = {
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      seen.push(entry);
      const reply = replies[`${entry.method} ${entry.url}`] ?? json(404, { code: 'http.not-found', message: 'no' });
      reply(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  configureApiClient({ baseUrl: `http://localhost:${(server.address() as AddressInfo).port}` });
});

afterAll(async () => {
  configureApiClient({ baseUrl: '' });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  seen = [];
  replies = {};
  for (const name of ['XSRF-TOKEN', 'ember_session']) {
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

const clip = (bytes = 4096) => new Blob([new Uint8Array(bytes).fill(7)], { type: 'video/webm' });
const upload = (overrides = {}) => ({
  video: clip(),
  fileName: 'recording.webm',
  promptId: 'dad_joke',
  promptType: 'fun' as const,
  location: 'CA:ON:Toronto',
  ...overrides,
});

function part(body: string, name: string): string | undefined {
  const match = new RegExp(
    `name="${name}"(?:; filename="[^"]*")?\\r\\n(?:Content-Type: [^\\r]*\\r\\n)?\\r\\n([^\\r]*)`,
  ).exec(body);
  return match?.[1];
}

describe('uploadPercent', () => {
  it('gives whole percentages, floored and kept within 0-100', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(1200, 1000)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });
});

describe('uploadVideo', () => {
  it('sends the multipart form with cookies and the XSRF token read at send time, reporting progress', async () => {
    replies['POST /api/videos/upload'] = json(201, aVideo({ id: 'v1', status: 'uploaded' }));
    document.cookie = 'ember_session=s3ss10n; path=/';
    document.cookie = 'XSRF-TOKEN=first-token; path=/';
    const progress: number[] = [];
    const video = await uploadVideo(upload(), { onProgress: (percent) => progress.push(percent) });
    document.cookie = 'XSRF-TOKEN=rotated-token; path=/';
    await uploadVideo(upload());

    expect(video).toMatchObject({ id: 'v1', status: 'uploaded' });
    // jsdom reports the upload's end only; Chromium reports as it goes (apps/web-e2e).
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const [first, second] = seen;
    expect(first!.headers['x-xsrf-token']).toBe('first-token');
    expect(second!.headers['x-xsrf-token']).toBe('rotated-token');
    expect(first!.headers.cookie).toContain('ember_session=s3ss10n');
    expect(first!.headers.accept).toBe('application/json');
    expect(first!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(part(first!.body, 'promptId')).toBe('dad_joke');
    expect(part(first!.body, 'promptType')).toBe('fun');
    expect(part(first!.body, 'location')).toBe('CA:ON:Toronto');
    expect(first!.body).toContain('name="video"; filename="recording.webm"\r\nContent-Type: video/webm');
    expect(first!.body).toContain('\x07'.repeat(4096));
  });

  it('sends no prompt type for the daily prompt', async () => {
    replies['POST /api/videos/upload'] = json(201, aVideo({ promptId: 'scientific_fact', promptType: 'daily' }));
    document.cookie = 'XSRF-TOKEN=t; path=/';
    await uploadVideo(upload({ promptId: 'scientific_fact', promptType: 'daily', location: null }));
    expect(part(seen[0]!.body, 'promptId')).toBe('scientific_fact');
    expect(seen[0]!.body).not.toContain('name="promptType"');
    expect(seen[0]!.body).not.toContain('name="location"');
  });

  it('answers a refusal with the status text, keeping the server code and message', async () => {
    replies['POST /api/videos/upload'] = json(413, {
      statusCode: 413,
      code: 'media.too-large',
      message: 'That video is too large.',
    });
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const error = await uploadVideo(upload()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VideoUploadError);
    expect(error).toMatchObject({
      message: 'Failed to upload video. Status: 413',
      status: 413,
      code: 'media.too-large',
      serverMessage: 'That video is too large.',
    });
  });

  it('calls a dropped connection an unexpected error', async () => {
    replies['POST /api/videos/upload'] = (_request, response) => response.socket?.destroy();
    document.cookie = 'XSRF-TOKEN=t; path=/';
    await expect(uploadVideo(upload())).rejects.toMatchObject({
      message: 'Unexpected error during video upload.',
      status: 0,
    });
  });

  it('fetches the XSRF cookie first when the page has none', async () => {
    replies['GET /api/auth/me'] = json(
      401,
      { code: 'auth.unauthenticated', message: 'Please sign in to continue.' },
      { 'Set-Cookie': 'XSRF-TOKEN=handed-out; Path=/' },
    );
    replies['POST /api/videos/upload'] = json(201, aVideo());
    await uploadVideo(upload());
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/videos/upload',
    ]);
    expect(seen[1]!.headers['x-xsrf-token']).toBe('handed-out');
  });

  it('tries once more when the token was stale, with the fresh one the refusal handed out', async () => {
    let calls = 0;
    replies['POST /api/videos/upload'] = (request, response) => {
      calls += 1;
      if (calls === 1) {
        json(
          403,
          { code: 'auth.xsrf', message: 'stale' },
          { 'Set-Cookie': 'XSRF-TOKEN=fresh; Path=/' },
        )(request, response);
      } else json(201, aVideo({ id: 'v2' }))(request, response);
    };
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    await expect(uploadVideo(upload())).resolves.toMatchObject({ id: 'v2' });
    expect(seen.map((request) => request.headers['x-xsrf-token'])).toEqual(['stale', 'fresh']);
  });

  it('stops when its signal aborts', async () => {
    replies['POST /api/videos/upload'] = () => undefined; // never answers
    document.cookie = 'XSRF-TOKEN=t; path=/';
    const controller = new AbortController();
    const pending = uploadVideo(upload(), { signal: controller.signal });
    // Aborted while the server holds the upload without an answer.
    await vi.waitFor(() => expect(seen.map((request) => request.url)).toContain('/api/videos/upload'));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
