import type { Payload, RequiredDataFromCollectionSlug } from 'payload';

import type { User } from '../src/payload-types';

export async function aUser(
  payload: Payload,
  role: User['role'],
  email = `${role}-${Date.now()}@test.local`,
): Promise<User> {
  return payload.create({
    collection: 'users',
    data: { email, password: `${role}-password-1`, role, name: role },
    overrideAccess: true,
  });
}

export function aCampaign(
  overrides: Partial<RequiredDataFromCollectionSlug<'campaigns'>> = {},
): RequiredDataFromCollectionSlug<'campaigns'> {
  return {
    title: 'Spring picnic',
    slug: `spring-picnic-${Math.random().toString(36).slice(2, 8)}`,
    layout: [{ blockType: 'hero', heading: 'Picnic in the park', background: 'theme' }],
    ...overrides,
  };
}
