import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { SignInChallenge } from '../domain/sign-in-challenge.entity.js';
import { SignInChallengeRepository } from '../domain/sign-in-challenge.repository.js';

@Injectable()
export class SqlSignInChallengeRepository extends SignInChallengeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async replaceOpen(challenge: SignInChallenge): Promise<void> {
    await this.em.transactional(async (em) => {
      const open = await em.find(SignInChallenge, { email: challenge.email, consumedAt: null });
      for (const older of open) older.supersede(challenge.createdAt);
      em.persist(challenge);
    });
  }

  checkLatest<T>(email: string, check: (latest: SignInChallenge | null) => T): Promise<T> {
    return this.em.transactional(async (em) => {
      const latest = await em.findOne(
        SignInChallenge,
        { email },
        { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      return check(latest);
    });
  }
}
