import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LinkedIdentity, type OAuthProvider } from '../domain/linked-identity.entity.js';
import { LinkedIdentityRepository } from '../domain/linked-identity.repository.js';

@Injectable()
export class SqlLinkedIdentityRepository extends LinkedIdentityRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  find(provider: OAuthProvider, subject: string): Promise<LinkedIdentity | null> {
    return this.em.findOne(LinkedIdentity, { provider, subject });
  }

  listForUser(userId: string): Promise<LinkedIdentity[]> {
    return this.em.find(LinkedIdentity, { userId }, { orderBy: { linkedAt: 'asc' } });
  }

  async save(identity: LinkedIdentity): Promise<void> {
    await this.em.persist(identity).flush();
  }
}
