import type { Clock } from '@ember/kernel';
import { inviteCodeFor } from '../domain/invite-code.js';
import { Invite, type InvitePolicy, defaultInvitePolicy } from '../domain/invite.entity.js';
import {
  ActiveInviteExistsError,
  FirstNameRequiredError,
  InviteCodeUnavailableError,
} from '../domain/invite.errors.js';
import type { InviteRepository } from '../domain/invite.repository.js';
import type { CodeSuffixGenerator } from './code-suffix-generator.port.js';

export interface CreateInviteCommand {
  ownerId: string;
  /** The owner's first name: the readable half of the code. */
  textPart: string;
}

const attempts = 8;

export class CreateInviteUseCase {
  constructor(
    private readonly invites: InviteRepository,
    private readonly suffixes: CodeSuffixGenerator,
    private readonly clock: Clock,
    private readonly policy: InvitePolicy = defaultInvitePolicy,
  ) {}

  async execute({ ownerId, textPart }: CreateInviteCommand): Promise<Invite> {
    if (textPart.trim() === '') throw new FirstNameRequiredError();
    const now = this.clock.now();
    const owned = await this.invites.listByOwner(ownerId);
    if (owned.some((invite) => invite.blocksNewInvite(now))) throw new ActiveInviteExistsError();
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const invite = Invite.issue(ownerId, inviteCodeFor(textPart, this.suffixes.next()), now, this.policy);
      if (await this.invites.insert(invite)) return invite;
    }
    throw new InviteCodeUnavailableError();
  }
}
