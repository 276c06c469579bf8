import type { Invite } from '../domain/invite.entity.js';
import type { InviteRepository } from '../domain/invite.repository.js';

/** The caller's invites, newest first. */
export class ListOwnedInvitesQuery {
  constructor(private readonly invites: InviteRepository) {}

  execute(ownerId: string): Promise<Invite[]> {
    return this.invites.listByOwner(ownerId);
  }
}
