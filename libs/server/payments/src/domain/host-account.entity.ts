import type { ProviderName } from './payment.entity.js';

export const hostAccountStates = ['not-started', 'onboarding', 'active', 'restricted'] as const;
export type HostAccountState = (typeof hostAccountStates)[number];

/** A host's payout account at the provider (a Stripe Connect Express account, or test mode's stand-in). */
export class HostAccount {
  hostId!: string;
  provider!: ProviderName;
  accountRef!: string;
  chargesEnabled = false;
  payoutsEnabled = false;
  detailsSubmitted = false;
  createdAt!: Date;
  updatedAt!: Date;

  static open(hostId: string, provider: ProviderName, accountRef: string, now: Date): HostAccount {
    return Object.assign(new HostAccount(), { hostId, provider, accountRef, createdAt: now, updatedAt: now });
  }

  state(): HostAccountState {
    if (this.chargesEnabled && this.payoutsEnabled) return 'active';
    if (this.detailsSubmitted) return 'restricted';
    return 'onboarding';
  }

  /** The provider's latest word on the account; answers whether anything changed. */
  update(status: { chargesEnabled: boolean; payoutsEnabled: boolean; detailsSubmitted: boolean }, now: Date): boolean {
    const changed =
      status.chargesEnabled !== this.chargesEnabled ||
      status.payoutsEnabled !== this.payoutsEnabled ||
      status.detailsSubmitted !== this.detailsSubmitted;
    Object.assign(this, status);
    if (changed) this.updatedAt = now;
    return changed;
  }
}
