import { Module } from '@nestjs/common';
import { CLOCK, useCase } from '@ember/platform';
import { InviteRedemptions } from './application/invite-redemptions.js';
import { InviteRepository } from './domain/invite.repository.js';
import { SqlInviteRepository } from './infrastructure/sql-invite.repository.js';

/** Invites without HTTP, for other contexts' core modules: redeeming a new member's code. */
@Module({
  providers: [
    { provide: InviteRepository, useClass: SqlInviteRepository },
    useCase(InviteRedemptions, [InviteRepository, CLOCK]),
  ],
  exports: [InviteRepository, InviteRedemptions],
})
export class InvitesCoreModule {}
