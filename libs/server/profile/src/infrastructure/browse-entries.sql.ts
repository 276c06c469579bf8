import type { EntityManager } from '@mikro-orm/postgresql';
import { browseLocationKey } from '../domain/browse-location.js';
import type { Profile } from '../domain/profile.entity.js';

/**
 * A member's fixed place on the browse ring, from their id: spread evenly, the same every time,
 * 31 bits so it fits an integer.
 */
export const shuffleOfSql = (userId: string) =>
  `(('x' || substr(md5(${userId}::text), 1, 8))::bit(32)::int & 2147483647)`;

/**
 * The member's complete interests: how many (browse needs one) and their names in lower case (the
 * interest filter matches them), as one row of two columns.
 */
const completeInterestsSql = (userId: string) =>
  `(select count(*), coalesce(array_agg(distinct lower(i.name)), '{}') from profile.interests i
     where i.user_id = ${userId} and i.looking_for <> '' and i.contribute <> '')`;

/**
 * The read model follows every profile write: the card's and the filters' fields. A row may
 * already exist from a video event or a block that came first.
 */
export async function upsertProfileEntry(em: EntityManager, profile: Profile): Promise<void> {
  await em.execute(
    `insert into profile.browse_entries
       (user_id, profile_id, location_key, first_name, age, sex, neighborhoods, demo, complete_interests, topics,
        shuffle, updated_at)
     select ?, ?, ?, ?, ?, ?, ?::text[], ?, interests.count, interests.topics, ${shuffleOfSql('?')}, ?
       from ${completeInterestsSql('?')} as interests(count, topics)
     on conflict (user_id) do update set
       profile_id = excluded.profile_id, location_key = excluded.location_key, first_name = excluded.first_name,
       age = excluded.age, sex = excluded.sex, neighborhoods = excluded.neighborhoods, demo = excluded.demo,
       complete_interests = excluded.complete_interests, topics = excluded.topics, updated_at = excluded.updated_at`,
    [
      profile.userId,
      profile.id,
      browseLocationKey(profile.location, profile.newLocation),
      profile.firstName,
      profile.age,
      profile.sex,
      `{${(profile.neighborhoods ?? []).map((hood) => JSON.stringify(hood)).join(',')}}`,
      profile.demo,
      profile.userId,
      profile.updatedAt,
      profile.userId,
    ],
    'run',
  );
}

/** Each member's complete interests as they are now (browse needs one; the interest filter reads their names). */
export async function refreshCompleteInterests(em: EntityManager, userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await em.execute(
    `update profile.browse_entries e
        set (complete_interests, topics) = ${completeInterestsSql('e.user_id')}, updated_at = now()
      where e.user_id in (?)`,
    [ids],
    'run',
  );
}
