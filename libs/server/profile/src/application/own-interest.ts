import type { Interest } from '../domain/interest.entity.js';
import type { InterestRepository } from '../domain/interest.repository.js';
import { InterestNotFoundError } from '../domain/profile.errors.js';
import { isId } from '@ember/kernel';

/** The caller's interest by id; another member's interest is "not found" for them. */
export async function ownInterest(interests: InterestRepository, userId: string, id: string): Promise<Interest> {
  const interest = isId(id) ? await interests.findById(id) : null;
  if (!interest || interest.userId !== userId) throw new InterestNotFoundError();
  return interest;
}
