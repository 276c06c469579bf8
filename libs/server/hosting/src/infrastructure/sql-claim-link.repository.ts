import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClaimLink } from '../domain/claim-link.entity.js';
import { ClaimLinkRepository } from '../domain/claim-link.repository.js';

@Injectable()
export class SqlClaimLinkRepository extends ClaimLinkRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(link: ClaimLink): Promise<void> {
    await this.em.persist(link).flush();
  }

  /** One statement marks the link used only while it is usable, so two openings at once cannot both win. */
  async consume(secretHash: string, now: Date): Promise<ClaimLink | null> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update hosting.claim_links set used_at = ? where secret_hash = ? and used_at is null and expires_at > ? returning id`,
      [now, secretHash, now],
    );
    const id = rows[0]?.id;
    return id ? this.em.findOne(ClaimLink, { id }, { refresh: true }) : null;
  }
}
