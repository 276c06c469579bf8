import type { Clock } from '@ember/kernel';
import { HostAccount } from '../domain/host-account.entity.js';
import type { HostAccountRepository } from '../domain/host-account.repository.js';
import type { MemberDirectory } from './member-directory.port.js';
import type { PayHostUseCase } from './pay-host.use-case.js';
import type { PaymentProvider } from './payment-provider.port.js';
import type { PaymentSettings } from './payment-settings.js';

/**
 * A host's payout account: opened at the provider on first ask (a Stripe Connect Express account),
 * finished on the provider's own onboarding pages, its state kept up to date from the provider.
 * Payouts that waited for it are paid as soon as it can receive them.
 */
export class HostAccountUseCase {
  constructor(
    private readonly accounts: HostAccountRepository,
    private readonly provider: PaymentProvider,
    private readonly members: MemberDirectory,
    private readonly payHost: PayHostUseCase,
    private readonly settings: PaymentSettings,
    private readonly clock: Clock,
  ) {}

  /** The host's account as the provider sees it now; null before onboarding started. */
  async status(hostId: string): Promise<HostAccount | null> {
    const account = await this.accounts.findOfHost(hostId);
    if (!account || account.state() === 'active') return account;
    return this.refresh(account);
  }

  /** Where the host goes to finish their account (or to update it). */
  async onboardingLink(hostId: string): Promise<string> {
    let account = await this.accounts.findOfHost(hostId);
    if (!account) {
      const email = (await this.members.emailOf(hostId)) ?? '';
      const opened = await this.provider.createAccount(hostId, email, `account.${hostId}`);
      const fresh = HostAccount.open(hostId, this.provider.name, opened.ref, this.clock.now());
      fresh.update(opened, this.clock.now());
      account = await this.accounts.add(fresh);
      if (account.state() === 'active') await this.payHost.payWaiting(hostId);
    }
    return this.provider.onboardingLink(account.accountRef, {
      refreshUrl: `${this.settings.webOrigin}/host/billing?onboarding=refresh`,
      returnUrl: `${this.settings.webOrigin}/host/billing?onboarding=done`,
    });
  }

  /** The provider changed the account (a webhook, or a look on the billing page). */
  async refresh(account: HostAccount): Promise<HostAccount> {
    const latest = await this.provider.retrieveAccount(account.accountRef);
    const wasActive = account.state() === 'active';
    if (account.update(latest, this.clock.now())) await this.accounts.save(account);
    if (!wasActive && account.state() === 'active') await this.payHost.payWaiting(account.hostId);
    return account;
  }

  async refreshByRef(accountRef: string): Promise<void> {
    const account = await this.accounts.findByRef(accountRef);
    if (account) await this.refresh(account);
  }
}
