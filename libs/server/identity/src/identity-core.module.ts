import { Module } from '@nestjs/common';
import { CLOCK, useCase } from '@ember/platform';
import { UserDirectory } from './application/user-directory.js';
import { UserRepository } from './domain/user.repository.js';
import { SqlUserRepository } from './infrastructure/sql-user.repository.js';

/** Identity without HTTP, for the worker and other contexts' core modules: the user directory. */
@Module({
  providers: [
    { provide: UserRepository, useClass: SqlUserRepository },
    useCase(UserDirectory, [UserRepository, CLOCK]),
  ],
  exports: [UserRepository, UserDirectory],
})
export class IdentityCoreModule {}
