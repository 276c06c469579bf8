import type { InterestGap } from '../domain/interest-gaps.js';

export interface MemberStanding {
  /** The name the host sees among the interested; null without a profile. */
  firstName: string | null;
  /** What keeps the member from registering interest; empty when nothing does. */
  gaps: InterestGap[];
}

/** Whether a member's profile is complete and others can see it (the profile context knows). */
export abstract class MemberReadiness {
  abstract of(memberId: string): Promise<MemberStanding>;
}
