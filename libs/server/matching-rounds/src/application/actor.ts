import { NotYourRoundError } from '../domain/round/round.errors.js';
import type { Round } from '../domain/round/round.entity.js';

/** Who is asking, as far as the rounds' rules care: admins manage every round, hosts their own. */
export interface Actor {
  id: string;
  roles: readonly string[];
}

export function isAdmin(actor: Actor): boolean {
  return actor.roles.includes('admin');
}

export function assertManages(actor: Actor, round: Round): void {
  if (isAdmin(actor)) return;
  if (actor.roles.includes('host') && round.createdBy === actor.id) return;
  throw new NotYourRoundError();
}
