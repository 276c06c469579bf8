import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isId } from '@ember/kernel';
import { HostAccount } from '../domain/host-account.entity.js';
import { HostAccountRepository } from '../domain/host-account.repository.js';
import { insertOnce } from './insert-once.js';

const fresh = { disableIdentityMap: true } as const;

@Injectable()
export class SqlHostAccountRepository extends HostAccountRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findOfHost(hostId: string): Promise<HostAccount | null> {
    return isId(hostId) ? this.em.findOne(HostAccount, { hostId }, fresh) : Promise.resolve(null);
  }

  findByRef(accountRef: string): Promise<HostAccount | null> {
    return this.em.findOne(HostAccount, { accountRef }, fresh);
  }

  add(account: HostAccount): Promise<HostAccount> {
    return insertOnce(this.em, HostAccount, account, () => this.findOfHost(account.hostId));
  }

  async save(account: HostAccount): Promise<void> {
    await this.em.nativeUpdate(
      HostAccount,
      { hostId: account.hostId },
      {
        chargesEnabled: account.chargesEnabled,
        payoutsEnabled: account.payoutsEnabled,
        detailsSubmitted: account.detailsSubmitted,
        updatedAt: account.updatedAt,
      },
    );
  }
}
