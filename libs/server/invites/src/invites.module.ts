import { Module } from '@nestjs/common';
import { CLOCK, useCase } from '@ember/platform';
import { CodeSuffixGenerator } from './application/code-suffix-generator.port.js';
import { CreateInviteUseCase } from './application/create-invite.use-case.js';
import { GetInviteQuery } from './application/get-invite.query.js';
import { ListOwnedInvitesQuery } from './application/list-owned-invites.query.js';
import { InviteRepository } from './domain/invite.repository.js';
import { InvitesController } from './http/invites.controller.js';
import { RandomCodeSuffixGenerator } from './infrastructure/random-code-suffix.generator.js';
import { InvitesCoreModule } from './invites-core.module.js';

/** Invite codes members hand out, and the members who joined with them, over HTTP. */
@Module({
  imports: [InvitesCoreModule],
  controllers: [InvitesController],
  providers: [
    { provide: CodeSuffixGenerator, useClass: RandomCodeSuffixGenerator },
    useCase(CreateInviteUseCase, [InviteRepository, CodeSuffixGenerator, CLOCK]),
    useCase(GetInviteQuery, [InviteRepository]),
    useCase(ListOwnedInvitesQuery, [InviteRepository]),
  ],
})
export class InvitesModule {}
