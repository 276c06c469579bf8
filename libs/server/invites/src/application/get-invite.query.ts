import { normaliseCode } from '../domain/invite-code.js';
import type { Invite } from '../domain/invite.entity.js';
import { InviteNotFoundError } from '../domain/invite.errors.js';
import type { InviteRepository } from '../domain/invite.repository.js';

/** One of the caller's own invites by its code; another member's code is "not found". */
export class GetInviteQuery {
  constructor(private readonly invites: InviteRepository) {}

  async execute(ownerId: string, code: string): Promise<Invite> {
    const invite = await this.invites.findByCode(normaliseCode(code));
    if (!invite || invite.ownerId !== ownerId) throw new InviteNotFoundError();
    return invite;
  }
}
