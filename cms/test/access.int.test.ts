import { Forbidden } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { User } from '../src/payload-types';
import { aCampaign, aUser } from './builders';
import { startTestCms, type TestCms } from './test-database';

let cms: TestCms;
let admin: User;
let editor: User;
let viewer: User;

beforeAll(async () => {
  cms = await startTestCms('access');
  admin = await aUser(cms.payload, 'admin', 'admin@test.local');
  editor = await aUser(cms.payload, 'editor', 'editor@test.local');
  viewer = await aUser(cms.payload, 'viewer', 'viewer@test.local');
});

afterAll(async () => {
  await cms?.close();
});

const as = (user: User | null) => ({ user, overrideAccess: false }) as const;

describe('campaigns', () => {
  it('an editor saves a draft and publishes it', async () => {
    const { payload } = cms;
    const draft = await payload.create({ collection: 'campaigns', data: aCampaign(), draft: true, ...as(editor) });
    expect(draft._status).toBe('draft');
    const published = await payload.update({
      collection: 'campaigns',
      id: draft.id,
      data: { _status: 'published', title: 'Spring picnic, published' },
      ...as(editor),
    });
    expect(published._status).toBe('published');
    const seenByPublic = await payload.find({
      collection: 'campaigns',
      where: { id: { equals: draft.id } },
      ...as(null),
    });
    expect(seenByPublic.docs.map((doc) => doc.title)).toEqual(['Spring picnic, published']);
  });

  it('a viewer can neither create nor publish a campaign', async () => {
    const { payload } = cms;
    await expect(
      payload.create({ collection: 'campaigns', data: aCampaign(), draft: true, ...as(viewer) }),
    ).rejects.toBeInstanceOf(Forbidden);
    const draft = await payload.create({ collection: 'campaigns', data: aCampaign(), draft: true, ...as(editor) });
    await expect(
      payload.update({ collection: 'campaigns', id: draft.id, data: { _status: 'published' }, ...as(viewer) }),
    ).rejects.toBeInstanceOf(Forbidden);
    const stillDraft = await payload.findByID({ collection: 'campaigns', id: draft.id, draft: true, ...as(editor) });
    expect(stillDraft._status).toBe('draft');
  });

  it('a viewer reads drafts in the admin, the public does not', async () => {
    const { payload } = cms;
    const draft = await payload.create({
      collection: 'campaigns',
      data: aCampaign({ title: 'Secret draft' }),
      draft: true,
      ...as(editor),
    });
    const byViewer = await payload.find({
      collection: 'campaigns',
      where: { id: { equals: draft.id } },
      draft: true,
      ...as(viewer),
    });
    expect(byViewer.docs).toHaveLength(1);
    const byPublic = await payload.find({
      collection: 'campaigns',
      where: { id: { equals: draft.id } },
      draft: true,
      ...as(null),
    });
    expect(byPublic.docs).toHaveLength(0);
  });

  it('nobody signed out can write content', async () => {
    await expect(
      cms.payload.create({
        collection: 'faqs',
        data: { faqId: 'x-1', question: 'q', answer: 'a', set: 'coffee' },
        ...as(null),
      }),
    ).rejects.toBeInstanceOf(Forbidden);
  });
});

describe('users and roles', () => {
  it('only an admin creates accounts', async () => {
    const data = { email: 'new-editor@test.local', password: 'new-editor-password', role: 'editor' as const };
    await expect(cms.payload.create({ collection: 'users', data, ...as(editor) })).rejects.toBeInstanceOf(Forbidden);
    const created = await cms.payload.create({ collection: 'users', data, ...as(admin) });
    expect(created.role).toBe('editor');
  });

  it('an editor cannot promote themself', async () => {
    const updated = await cms.payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin', name: 'Still editor' },
      ...as(editor),
    });
    expect(updated.role).toBe('editor');
    expect(updated.name).toBe('Still editor');
  });

  it('an editor sees only their own account', async () => {
    const { docs } = await cms.payload.find({ collection: 'users', limit: 100, ...as(editor) });
    expect(docs.map((user) => user.email)).toEqual(['editor@test.local']);
  });

  it('the last admin can be neither demoted nor deleted', async () => {
    await expect(
      cms.payload.update({ collection: 'users', id: admin.id, data: { role: 'editor' }, ...as(admin) }),
    ).rejects.toThrow('The last admin cannot be demoted.');
    await expect(cms.payload.delete({ collection: 'users', id: admin.id, ...as(admin) })).rejects.toThrow(
      'The last admin cannot be deleted.',
    );
  });
});

describe('globals', () => {
  it('the seed marker is for admins only', async () => {
    await expect(cms.payload.findGlobal({ slug: 'seed-state', ...as(editor) })).rejects.toBeInstanceOf(Forbidden);
    await expect(cms.payload.findGlobal({ slug: 'seed-state', ...as(admin) })).resolves.toBeTruthy();
  });

  it('a viewer cannot change site settings; an editor can', async () => {
    await expect(
      cms.payload.updateGlobal({ slug: 'site-settings', data: { contactEmail: 'x@test.local' }, ...as(viewer) }),
    ).rejects.toBeInstanceOf(Forbidden);
    const settings = await cms.payload.updateGlobal({
      slug: 'site-settings',
      data: { contactEmail: 'hello@test.local', _status: 'published' },
      ...as(editor),
    });
    expect(settings.contactEmail).toBe('hello@test.local');
  });
});
