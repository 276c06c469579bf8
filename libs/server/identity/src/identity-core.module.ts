import { Module } from '@nestjs/common';
import { CLOCK, useCase } from '@ember/platform';
import { AccountAdministration } from './application/account-administration.js';
import { UserDirectory } from './application/user-directory.js';
import { SessionRepository } from './domain/session.repository.js';
import { SqlSessionRepository } from './infrastructure/sql-session.repository.js';
import { UserRepository } from './domain/user.repository.js';
import { SqlUserRepository } from './infrastructure/sql-user.repository.js';

/** Identity without HTTP, for the worker and other contexts' core modules: the user directory and account administration. */
@Module({
  providers: [
    { provide: UserRepository, useClass: SqlUserRepository },
    { provide: SessionRepository, useClass: SqlSessionRepository },
    useCase(UserDirectory, [UserRepository, CLOCK]),
    useCase(AccountAdministration, [UserRepository, SessionRepository, CLOCK]),
  ],
  exports: [UserRepository, SessionRepository, UserDirectory, AccountAdministration],
})
export class IdentityCoreModule {}
