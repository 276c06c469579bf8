import { Injectable } from '@nestjs/common';
import { isId } from '@ember/kernel';
import { MemberProfiles } from '@ember/profile';
import { MemberReadiness, type MemberStanding } from '../application/member-readiness.port.js';

/** The profile context's view of the member: a profile, and whether others can see it. */
@Injectable()
export class ProfileMemberReadiness extends MemberReadiness {
  constructor(private readonly profiles: MemberProfiles) {
    super();
  }

  async of(memberId: string): Promise<MemberStanding> {
    const readiness = isId(memberId) ? await this.profiles.readiness(memberId) : null;
    if (!readiness) return { firstName: null, gaps: ['profile'] };
    return { firstName: readiness.firstName, gaps: [...readiness.missing] };
  }
}
