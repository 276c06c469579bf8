import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../domain/session.entity.js';
import { SessionRepository } from '../domain/session.repository.js';

@Injectable()
export class SqlSessionRepository extends SessionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findByTokenHash(tokenHash: string): Promise<Session | null> {
    return this.em.findOne(Session, { tokenHash });
  }

  async save(session: Session): Promise<void> {
    await this.em.persist(session).flush();
  }

  async revokeAllOf(userId: string, now: Date): Promise<void> {
    await this.em.nativeUpdate(Session, { userId, revokedAt: null }, { revokedAt: now });
  }
}
