import type { EventFormat } from '../domain/event-format.entity.js';

/** Who is asking: hosts manage their own formats, admins every format. */
export interface Actor {
  id: string;
  email: string;
  roles: readonly string[];
}

export function isAdmin(actor: Actor): boolean {
  return actor.roles.includes('admin');
}

export function manages(actor: Actor, format: EventFormat): boolean {
  return isAdmin(actor) || format.isOwnedBy(actor.id);
}
