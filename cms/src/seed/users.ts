import type { Payload } from 'payload';

export interface SeedUser {
  email: string;
  password: string;
  role: 'admin' | 'editor' | 'viewer';
  name: string;
}

/** The CMS accounts: an admin from the environment, and an editor and a viewer for tests and demos. */
export function seedUsers(env: NodeJS.ProcessEnv = process.env): SeedUser[] {
  return [
    {
      email: env.CMS_ADMIN_EMAIL ?? 'admin@ember.local',
      password: env.CMS_ADMIN_PASSWORD ?? 'ember-admin',
      role: 'admin',
      name: 'Admin',
    },
    {
      email: env.CMS_EDITOR_EMAIL ?? 'editor@ember.local',
      password: env.CMS_EDITOR_PASSWORD ?? 'ember-editor',
      role: 'editor',
      name: 'Marketing editor',
    },
    {
      email: env.CMS_VIEWER_EMAIL ?? 'viewer@ember.local',
      password: env.CMS_VIEWER_PASSWORD ?? 'ember-viewer',
      role: 'viewer',
      name: 'Viewer',
    },
  ];
}

/** Creates missing accounts; existing accounts keep their password and role. */
export async function ensureUsers(payload: Payload, users: SeedUser[]): Promise<void> {
  for (const user of users) {
    const found = await payload.find({
      collection: 'users',
      where: { email: { equals: user.email } },
      limit: 1,
      overrideAccess: true,
    });
    if (found.docs.length === 0) await payload.create({ collection: 'users', data: user, overrideAccess: true });
  }
}
