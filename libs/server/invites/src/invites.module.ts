import { Module } from '@nestjs/common';
import { CLOCK, ErrorStatusRegistry, useCase } from '@ember/platform';
import { CodeSuffixGenerator } from './application/code-suffix-generator.port.js';
import { CreateInviteUseCase } from './application/create-invite.use-case.js';
import { GetInviteQuery } from './application/get-invite.query.js';
import { InviteRedemptions } from './application/invite-redemptions.js';
import { ListOwnedInvitesQuery } from './application/list-owned-invites.query.js';
import { InviteRepository } from './domain/invite.repository.js';
import { invitesErrorMap } from './http/invites.error-map.js';
import { InvitesController } from './http/invites.controller.js';
import { RandomCodeSuffixGenerator } from './infrastructure/random-code-suffix.generator.js';
import { SqlInviteRepository } from './infrastructure/sql-invite.repository.js';

/** Invite codes members hand out, and the members who joined with them. */
@Module({
  controllers: [InvitesController],
  providers: [
    { provide: InviteRepository, useClass: SqlInviteRepository },
    { provide: CodeSuffixGenerator, useClass: RandomCodeSuffixGenerator },
    useCase(CreateInviteUseCase, [InviteRepository, CodeSuffixGenerator, CLOCK]),
    useCase(GetInviteQuery, [InviteRepository]),
    useCase(ListOwnedInvitesQuery, [InviteRepository]),
    useCase(InviteRedemptions, [InviteRepository, CLOCK]),
  ],
  exports: [InviteRedemptions],
})
export class InvitesModule {
  constructor(errors: ErrorStatusRegistry) {
    errors.register(invitesErrorMap);
  }
}
