import type { Response } from 'supertest';
import type { TestBrowser } from '@ember/platform/testing';

/** One answer the api gave, with who asked. */
export interface SeenResponse {
  viewer: string;
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** A pick a test made, to check that only its author ever reads it back. */
export interface MadePick {
  picker: string;
  profileId: string;
  level: number;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Calls the api as a member would and keeps every answer, so a test can scan all of them for
 * pick data afterwards.
 */
export class ResponseLog {
  readonly seen: SeenResponse[] = [];

  as(viewer: string, browser: TestBrowser) {
    const call = async (method: Method, path: string, body?: object): Promise<Response> => {
      const request =
        method === 'get' || method === 'delete'
          ? browser[method](path)
          : body === undefined
            ? browser[method](path)
            : browser[method](path, body);
      const response = await request;
      this.seen.push({ viewer, method, path, status: response.status, body: response.body });
      return response;
    };
    return {
      get: (path: string) => call('get', path),
      post: (path: string, body?: object) => call('post', path, body),
      put: (path: string, body?: object) => call('put', path, body),
      patch: (path: string, body?: object) => call('patch', path, body),
      delete: (path: string) => call('delete', path),
    };
  }
}

/** Keys that carry pick data; they may appear only in a member's own pick answers. */
const pickKeys = new Set(['level', 'levelName', 'romance', 'picks', 'pickerId', 'targetId', 'pickedBy', 'pickedYou']);

function keysOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.push(key);
      keysOf(inner, into);
    }
  }
  return into;
}

const ownPicksPath = /^\/api\/rounds\/[^/]+\/picks(\/[^/]+)?$/;

/**
 * Problems found: pick data in any answer other than the viewer's own pick routes, or own pick
 * answers naming a pick the viewer did not make.
 */
export function pickLeaks(seen: readonly SeenResponse[], made: readonly MadePick[]): string[] {
  const problems: string[] = [];
  for (const response of seen) {
    const where = `${response.method.toUpperCase()} ${response.path} as ${response.viewer}`;
    if (!ownPicksPath.test(response.path)) {
      const leaked = keysOf(response.body).filter((key) => pickKeys.has(key));
      if (leaked.length > 0) problems.push(`${where}: pick fields ${[...new Set(leaked)].join(', ')}`);
      continue;
    }
    if (response.status >= 300) continue;
    const body = response.body as { picks?: { profileId: string }[]; profileId?: string };
    const entries = body.picks ?? (body.profileId ? [body as { profileId: string }] : []);
    for (const entry of entries) {
      if (!made.some((pick) => pick.picker === response.viewer && pick.profileId === entry.profileId)) {
        problems.push(`${where}: names a pick of ${entry.profileId} the viewer never made`);
      }
    }
  }
  return problems;
}

/** Problems found: any of the given identifiers (profile ids, e-mails, member ids) in the answers. */
export function identifiersIn(seen: readonly SeenResponse[], identifiers: readonly string[]): string[] {
  return seen.flatMap((response) => {
    const text = JSON.stringify(response.body);
    return identifiers
      .filter((id) => text.includes(id))
      .map((id) => `${response.method.toUpperCase()} ${response.path} as ${response.viewer}: ${id}`);
  });
}
