import { handleEndpoints } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aCampaign, aUser } from './builders';
import { startTestCms, type TestCms } from './test-database';

let cms: TestCms;

/** The REST API exactly as Next serves it (same handler), without starting a server. */
async function rest(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (options.token) headers.set('Authorization', `JWT ${options.token}`);
  const request = new Request(`http://cms.test/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await handleEndpoints({ config: cms.config, request });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(email: string, password: string): Promise<string> {
  const { status, body } = await rest('POST', '/users/login', { body: { email, password } });
  expect(status).toBe(200);
  return body.token as string;
}

let editorToken: string;
let viewerToken: string;

beforeAll(async () => {
  cms = await startTestCms('rest');
  await aUser(cms.payload, 'admin', 'admin@test.local');
  await aUser(cms.payload, 'editor', 'editor@test.local');
  await aUser(cms.payload, 'viewer', 'viewer@test.local');
  editorToken = await login('editor@test.local', 'editor-password-1');
  viewerToken = await login('viewer@test.local', 'viewer-password-1');
});

afterAll(async () => {
  await cms?.close();
});

describe('public REST API', () => {
  it('never shows drafts, even when asked for them', async () => {
    const created = await rest('POST', '/campaigns?draft=true', {
      token: editorToken,
      body: aCampaign({ slug: 'draft-only', title: 'Draft only' }),
    });
    expect(created.status).toBe(201);
    const id = (created.body.doc as { id: number }).id;

    for (const query of ['draft=false', 'draft=true']) {
      const list = await rest('GET', `/campaigns?where[slug][equals]=draft-only&${query}`);
      expect(list.status).toBe(200);
      expect(list.body.docs).toEqual([]);
    }
    const byId = await rest('GET', `/campaigns/${id}?draft=true`);
    expect(byId.status).toBe(404);

    const asEditor = await rest('GET', `/campaigns/${id}?draft=true`, { token: editorToken });
    expect(asEditor.body.title).toBe('Draft only');
  });

  it('shows the published version while a newer draft is being edited', async () => {
    const created = await rest('POST', '/campaigns', {
      token: editorToken,
      body: { ...aCampaign({ slug: 'live' }), title: 'Live title', _status: 'published' },
    });
    const id = (created.body.doc as { id: number }).id;
    const drafted = await rest('PATCH', `/campaigns/${id}?draft=true`, {
      token: editorToken,
      body: { title: 'Unpublished edit' },
    });
    expect(drafted.status).toBe(200);

    const publicView = await rest('GET', `/campaigns/${id}?draft=true`);
    expect(publicView.body.title).toBe('Live title');
    const editorView = await rest('GET', `/campaigns/${id}?draft=true`, { token: editorToken });
    expect(editorView.body.title).toBe('Unpublished edit');
  });

  it('an editor publishes over REST and the public then sees it; a viewer is refused', async () => {
    const created = await rest('POST', '/campaigns?draft=true', {
      token: editorToken,
      body: aCampaign({ slug: 'to-publish', title: 'To publish' }),
    });
    const id = (created.body.doc as { id: number }).id;

    const refused = await rest('PATCH', `/campaigns/${id}`, { token: viewerToken, body: { _status: 'published' } });
    expect(refused.status).toBe(403);
    expect((await rest('GET', `/campaigns/${id}`)).status).toBe(404);

    const published = await rest('PATCH', `/campaigns/${id}`, { token: editorToken, body: { _status: 'published' } });
    expect(published.status).toBe(200);
    const publicView = await rest('GET', `/campaigns/${id}?draft=false`);
    expect(publicView.status).toBe(200);
    expect(publicView.body.title).toBe('To publish');
  });

  it('keeps users, versions and the seed marker away from the public', async () => {
    expect((await rest('GET', '/users')).status).toBe(403);
    expect((await rest('GET', '/campaigns/versions')).status).toBe(403);
    expect((await rest('GET', '/globals/seed-state')).status).toBe(403);
  });

  it('answers the health check', async () => {
    const health = await rest('GET', '/health');
    expect(health).toEqual({ status: 200, body: { status: 'ok', seeded: false, seededAt: null } });
  });
});
