import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '@ember/kernel';
import { normaliseEmail } from '../domain/email-address.js';
import { User } from '../domain/user.entity.js';

/**
 * The operator accounts of `ADMIN_EMAILS`, created (or made admins) so the console can be opened
 * at once: sign in with the e-mailed code. Idempotent; answers how many addresses it covered.
 */
export async function seedAdmins(em: EntityManager, emails: readonly string[], clock: Clock): Promise<number> {
  for (const raw of emails) {
    const email = normaliseEmail(raw);
    const existing = await em.findOne(User, { email });
    if (existing) existing.grant('admin', clock.now());
    else em.persist(User.register(email, clock.now(), ['admin']));
  }
  await em.flush();
  return emails.length;
}
