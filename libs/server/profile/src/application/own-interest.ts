import type { Interest } from '../domain/interest.entity.js';
import type { InterestRepository } from '../domain/interest.repository.js';
import { InterestNotFoundError } from '../domain/profile.errors.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The caller's interest by id; another member's interest is "not found" for them. */
export async function ownInterest(interests: InterestRepository, userId: string, id: string): Promise<Interest> {
  const interest = uuid.test(id) ? await interests.findById(id) : null;
  if (!interest || interest.userId !== userId) throw new InterestNotFoundError();
  return interest;
}
