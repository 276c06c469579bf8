import { newId } from '@ember/kernel';
import { type ReadyMediaSeed, type SqlRunner, aMediaToken, seedReadyMedia } from '@ember/media/testing';
import { browseLocationKey } from '../domain/browse-location.js';
import { shuffleOfSql } from '../infrastructure/browse-entries.sql.js';

/** A member as browse sees them: the profile, its interests, the media facts and the moderation flag. */
export interface BrowseMemberSeed {
  userId: string;
  profileId: string;
  firstName: string;
  age: number;
  sex: 'male' | 'female';
  location: string;
  newLocation: string | null;
  neighborhoods: string[];
  interests: { name: string; complete: boolean }[];
  funVideo: boolean;
  usefulVideo: boolean;
  dailyVideo: boolean;
  /** The ready photo's media token; null for none. */
  photo: string | null;
  suspended: boolean;
  /** Rounds waited without a group, 0-3. */
  waitedTier: number;
}

const looking = 'people who enjoy this as much as I do, any level';
const offer = 'I can bring what I know about it and good company';

/** A discoverable member of Toronto unless told otherwise. */
export function aBrowseMember(overrides: Partial<BrowseMemberSeed> = {}): BrowseMemberSeed {
  return {
    userId: newId(),
    profileId: newId(),
    firstName: 'Robin',
    age: 31,
    sex: 'female',
    location: 'CA:ON:Toronto',
    newLocation: null,
    neighborhoods: ['downtown'],
    interests: [{ name: 'Board Games', complete: true }],
    funVideo: true,
    usefulVideo: true,
    dailyVideo: false,
    photo: aMediaToken(),
    suspended: false,
    waitedTier: 0,
    ...overrides,
  };
}

/** Whether others may see the member (after the pre-launch date), by the rule browse applies in SQL. */
export function isDiscoverable(member: BrowseMemberSeed): boolean {
  return (
    member.funVideo && member.usefulVideo && member.interests.some((interest) => interest.complete) && !member.suspended
  );
}

const chunkSize = 5000;

/**
 * Seeds many members at once (integration tests and the load benchmark at city scale): the
 * profiles and interests as the profile context stores them, the browse read model as its
 * writers would leave it, and ready photos and videos in the media context. One statement per
 * table and 5 000 members.
 */
export async function seedBrowseMembers(
  db: SqlRunner,
  members: readonly BrowseMemberSeed[],
  now = new Date(),
): Promise<void> {
  for (let from = 0; from < members.length; from += chunkSize) {
    const chunk = members.slice(from, from + chunkSize);
    await db.query(
      `insert into profile.profiles (id, user_id, first_name, age, sex, location, new_location, activity_preferences,
         neighborhoods, can_host, available_time_slots, created_at, updated_at)
       select unnest($1::uuid[]), unnest($2::uuid[]), unnest($3::text[]), unnest($4::smallint[]), unnest($5::text[]),
              unnest($6::text[]), unnest($7::text[]), '{topic-conversations}', string_to_array(unnest($8::text[]), ','),
              false, '[{"dayOfWeek":6,"hour":10}]'::jsonb, $9, $9`,
      [
        chunk.map((member) => member.profileId),
        chunk.map((member) => member.userId),
        chunk.map((member) => member.firstName),
        chunk.map((member) => member.age),
        chunk.map((member) => member.sex),
        chunk.map((member) => member.location),
        chunk.map((member) => member.newLocation),
        chunk.map((member) => member.neighborhoods.join(',')),
        now,
      ],
    );
    const interests = chunk.flatMap((member) =>
      member.interests.map((interest, position) => ({ member, interest, position })),
    );
    await db.query(
      `insert into profile.interests (id, user_id, name, looking_for, contribute, is_ai_suggested, is_custom, position,
         created_at, updated_at)
       select unnest($1::uuid[]), unnest($2::uuid[]), unnest($3::text[]), unnest($4::text[]), unnest($5::text[]),
              false, false, unnest($6::smallint[]), $7, $7`,
      [
        interests.map(() => newId()),
        interests.map(({ member }) => member.userId),
        interests.map(({ interest }) => interest.name),
        interests.map(({ interest }) => (interest.complete ? looking : '')),
        interests.map(({ interest }) => (interest.complete ? offer : '')),
        interests.map(({ position }) => position),
        now,
      ],
    );
    await db.query(
      `insert into profile.browse_entries (user_id, profile_id, location_key, first_name, age, sex, neighborhoods,
         photo_path, complete_interests, topics, fun_video, useful_video, daily_video, suspended, waited_tier, shuffle,
         updated_at)
       select v.user_id, v.profile_id, v.location_key, v.first_name, v.age, v.sex, string_to_array(v.hoods, ','),
              v.photo_path, v.complete, string_to_array(v.topics, ','), v.fun, v.useful, v.daily, v.suspended,
              v.tier, ${shuffleOfSql('v.user_id')}, $16
         from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::smallint[], $6::text[], $7::text[],
                     $8::smallint[], $9::text[], $10::boolean[], $11::boolean[], $12::boolean[], $13::boolean[],
                     $14::smallint[], $15::text[])
           as v(user_id, profile_id, location_key, first_name, age, sex, hoods, complete, topics, fun, useful, daily,
                suspended, tier, photo_path)`,
      [
        chunk.map((member) => member.userId),
        chunk.map((member) => member.profileId),
        chunk.map((member) => browseLocationKey(member.location, member.newLocation)),
        chunk.map((member) => member.firstName),
        chunk.map((member) => member.age),
        chunk.map((member) => member.sex),
        chunk.map((member) => member.neighborhoods.join(',')),
        chunk.map((member) => member.interests.filter((interest) => interest.complete).length),
        chunk.map((member) =>
          [...new Set(member.interests.filter((interest) => interest.complete).map((i) => i.name.toLowerCase()))].join(
            ',',
          ),
        ),
        chunk.map((member) => member.funVideo),
        chunk.map((member) => member.usefulVideo),
        chunk.map((member) => member.dailyVideo),
        chunk.map((member) => member.suspended),
        chunk.map((member) => member.waitedTier),
        chunk.map((member) => (member.photo ? `/api/media/${member.photo}/photo.jpg` : null)),
        now,
      ],
    );
    await seedReadyMedia(db, chunk.flatMap(mediaOf), now);
  }
}

function mediaOf(member: BrowseMemberSeed): ReadyMediaSeed[] {
  const ownerId = member.userId;
  return [
    ...(member.photo ? [{ ownerId, kind: 'photo' as const, token: member.photo }] : []),
    ...(member.funVideo ? [{ ownerId, kind: 'video' as const, prompt: { id: 'dad_joke', type: 'fun' as const } }] : []),
    ...(member.usefulVideo
      ? [{ ownerId, kind: 'video' as const, prompt: { id: 'travel_advice', type: 'useful' as const } }]
      : []),
    ...(member.dailyVideo
      ? [{ ownerId, kind: 'video' as const, prompt: { id: 'scientific_fact', type: 'daily' as const } }]
      : []),
  ];
}
