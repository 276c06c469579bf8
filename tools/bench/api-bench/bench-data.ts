// The load benchmark's city: 50 000 discoverable members, signed-in viewers and an open round,
// written straight into a fresh database through the contexts' own tables (a few seconds).
import { createHmac, randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { newId, systemClock } from '@ember/kernel';
import { seedRounds } from '@ember/matching-rounds';
import { aMediaToken } from '@ember/media/testing';
import { type ContextDatabase, ormOptions } from '@ember/platform';
import { type BrowseMemberSeed, aBrowseMember, seedBrowseMembers } from '@ember/profile/testing';
import { seedPrograms } from '@ember/programs';

/** The city sizes: Toronto 30 817, Vancouver 12 663, the rest elsewhere; 50 000 in all. */
export const places: { location: string; newLocation: string | null; count: number }[] = [
  { location: 'CA:ON:Toronto', newLocation: null, count: 30_817 },
  { location: 'CA:BC:Vancouver', newLocation: null, count: 12_663 },
  { location: 'CA:BC:Revelstoke', newLocation: null, count: 306 },
  { location: 'other', newLocation: 'Kelowna', count: 2_000 },
  { location: 'other', newLocation: 'Halifax', count: 1_500 },
  { location: 'other', newLocation: 'Victoria', count: 1_200 },
  { location: 'other', newLocation: 'Calgary', count: 1_514 },
];

const firstNames = ['Maya', 'Jon', 'Priya', 'Luca', 'Aisha', 'Tom', 'Sofia', 'Ken', 'Noor', 'Eli', 'Zoe', 'Omar'];
const topics = ['Board Games', 'Dance', 'Photography', 'Travel', 'Hiking & Outdoors', 'Cooking & Food', 'Book Club'];
const hoods = ['downtown', 'midtown', 'east-end', 'west-end', 'uptown', 'etobicoke', 'scarborough', 'anywhere'];

/** Every member discoverable, with the variety the filters need; the same city on every run. */
export function population(): BrowseMemberSeed[] {
  let n = 0;
  return places.flatMap((place) =>
    Array.from({ length: place.count }, () => {
      n++;
      return aBrowseMember({
        firstName: firstNames[n % firstNames.length]!,
        age: 20 + ((n * 7) % 51),
        sex: n % 3 === 0 ? 'male' : 'female',
        location: place.location,
        newLocation: place.newLocation,
        neighborhoods: [hoods[n % hoods.length]!, ...(n % 4 === 0 ? [hoods[(n + 3) % hoods.length]!] : [])],
        interests: Array.from({ length: 1 + (n % 4) }, (_, k) => ({
          name: topics[(n + k * 2) % topics.length]!,
          complete: true,
        })),
        dailyVideo: n % 5 === 0,
        photo: n % 4 !== 0 ? aMediaToken() : null,
        waitedTier: n % 17 === 0 ? 1 + (n % 3) : 0,
      });
    }),
  );
}

export interface Viewer {
  userId: string;
  profileId: string;
  /** The ember_session cookie's value. */
  token: string;
}

/** What the api's HmacSecretHasher stores for a session token. */
export function tokenHash(sessionSecret: string, token: string): string {
  const key = createHmac('sha256', sessionSecret).update('ember/identity/hash').digest();
  return createHmac('sha256', key).update(token).digest('hex');
}

/** Accounts and live sessions for some members, as signing in leaves them. */
export async function seedViewers(
  db: pg.Pool,
  members: readonly BrowseMemberSeed[],
  secret: string,
): Promise<Viewer[]> {
  const now = new Date();
  const viewers = members.map((member) => ({
    userId: member.userId,
    profileId: member.profileId,
    token: randomBytes(32).toString('base64url'),
  }));
  for (const viewer of viewers) {
    await db.query(
      `insert into identity.users (id, email, roles, roadmaps, bucket_list, has_profile, location, created_at, updated_at)
       values ($1, $2, '{member}', '{}', '[]', true, 'CA:ON:Toronto', $3, $3)`,
      [viewer.userId, `viewer-${viewer.userId.slice(-8)}@bench.ember`, now],
    );
    await db.query(
      `insert into identity.sessions (id, user_id, token_hash, created_at, last_seen_at, expires_at)
       values ($1, $2, $3, $4, $4, $5)`,
      [newId(), viewer.userId, tokenHash(secret, viewer.token), now, new Date(now.getTime() + 7 * 86_400_000)],
    );
  }
  return viewers;
}

/** The programs, an open Toronto coffee round, and these members enrolled in it. */
export async function seedOpenRound(
  url: string,
  contexts: readonly ContextDatabase[],
  db: pg.Pool,
  enrolled: readonly BrowseMemberSeed[],
): Promise<string> {
  const orm = await MikroORM.init(ormOptions({ url, poolMax: 2 }, contexts));
  try {
    await seedPrograms(orm.em.fork(), systemClock);
    await seedRounds(orm.em.fork(), systemClock);
  } finally {
    await orm.close(true);
  }
  const now = new Date();
  await db.query(
    `insert into programs.enrollments (id, program_id, user_id, neighborhoods, time_slots, interests,
       activity_preferences, can_host, created_at, updated_at)
     select unnest($1::uuid[]), 'prog-coffee', unnest($2::uuid[]), '{downtown}', '[{"dayOfWeek":6,"hour":10}]',
            '{Board Games}', '{topic-conversations}', false, $3, $3`,
    [enrolled.map(() => newId()), enrolled.map((member) => member.userId), now],
  );
  const round = await db.query<{ id: string }>(
    `update matching_rounds.rounds set status = 'collecting', picks_open_at = $1, picks_close_at = $2
      where program_id = 'prog-coffee' and city = 'CA:ON:Toronto' returning id`,
    [new Date(now.getTime() - 3_600_000), new Date(now.getTime() + 86_400_000)],
  );
  const id = round.rows[0]?.id;
  if (!id) throw new Error('no Toronto round for prog-coffee was seeded');
  return id;
}

export { seedBrowseMembers };
