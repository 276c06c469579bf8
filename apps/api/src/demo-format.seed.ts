import type { EntityManager } from '@mikro-orm/postgresql';
import { seedDemoFormat } from '@ember/hosting';
import { type Clock, newId } from '@ember/kernel';

const host = { email: 'demo-format-host@ember.local', firstName: 'Maya' };
const members: readonly [string, 'female' | 'male', number][] = [
  ['Ana', 'female', 29],
  ['Ben', 'male', 33],
  ['Chloé', 'female', 31],
  ['Dev', 'male', 27],
  ['Eitan', 'male', 36],
  ['Farah', 'female', 34],
  ['Gus', 'male', 30],
  ['Hana', 'female', 28],
  ['Idris', 'male', 32],
  ['Jun', 'female', 35],
  ['Kofi', 'male', 29],
  ['Lea', 'female', 31],
];

/** The account of this address, made with these roles when it does not exist yet. */
async function accountOf(em: EntityManager, email: string, roles: string[], now: Date): Promise<string> {
  await em.execute(
    `insert into identity.users (id, email, roles, location, roadmaps, bucket_list, has_profile, created_at, updated_at)
     values (?, ?, ?, 'CA:ON:Toronto', '{}', '[]', ?, ?, ?) on conflict (email) do nothing`,
    [newId(), email, `{${roles.join(',')}}`, !roles.includes('host'), now, now],
  );
  const [row] = await em.execute<{ id: string }[]>(`select id from identity.users where email = ?`, [email]);
  return row!.id;
}

/**
 * Demo data for `npm start`: Maya (demo-format-host@ember.local, sign in with the mailed code)
 * hosts one active format, published three days ago, with twelve Toronto members interested.
 * Members get a profile each (no photo or videos). Idempotent: a second start changes nothing.
 */
export async function seedDemoFormatWithMembers(em: EntityManager, clock: Clock): Promise<string> {
  const now = clock.now();
  const hostId = await accountOf(em, host.email, ['member', 'host'], now);
  const interested: { id: string; firstName: string }[] = [];
  for (const [index, [firstName, sex, age]] of members.entries()) {
    const id = await accountOf(em, `demo-format-${String(index + 1).padStart(2, '0')}@ember.local`, ['member'], now);
    await em.execute(
      `insert into profile.profiles (id, user_id, first_name, age, sex, location, activity_preferences, neighborhoods,
         can_host, available_time_slots, created_at, updated_at)
       values (?, ?, ?, ?, ?, 'CA:ON:Toronto', '{topic-conversations}', '{kensington-market}', false,
               '[{"dayOfWeek":4,"hour":18},{"dayOfWeek":6,"hour":10}]', ?, ?)
       on conflict (user_id) do nothing`,
      [newId(), id, firstName, age, sex, now, now],
    );
    interested.push({ id, firstName });
  }
  const seeded = await seedDemoFormat(em, clock, { host: { id: hostId, ...host }, interested });
  return seeded ? `one active format, ${interested.length} interested` : 'kept';
}
