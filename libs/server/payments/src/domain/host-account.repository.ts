import type { HostAccount } from './host-account.entity.js';

export abstract class HostAccountRepository {
  abstract findOfHost(hostId: string): Promise<HostAccount | null>;
  abstract findByRef(accountRef: string): Promise<HostAccount | null>;
  /** Stores a new account unless the host has one; answers the stored one. */
  abstract add(account: HostAccount): Promise<HostAccount>;
  abstract save(account: HostAccount): Promise<void>;
}
