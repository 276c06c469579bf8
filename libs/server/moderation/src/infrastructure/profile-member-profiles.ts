import { Injectable } from '@nestjs/common';
import { MemberProfiles as ProfileFacade, MemberVisibility } from '@ember/profile';
import { MemberProfiles } from '../application/member-profiles.port.js';

/** Names and visibility through the profile context; its pools read the suspended flag it keeps. */
@Injectable()
export class ProfileMemberProfiles extends MemberProfiles {
  constructor(
    private readonly profiles: ProfileFacade,
    private readonly visibility: MemberVisibility,
  ) {
    super();
  }

  searchByFirstName(text: string, limit: number): Promise<Map<string, string>> {
    return this.profiles.searchByFirstName(text, limit);
  }

  firstNamesOf(memberIds: readonly string[]): Promise<Map<string, string>> {
    return this.profiles.firstNamesOf(memberIds);
  }

  hide(memberId: string): Promise<void> {
    return this.visibility.suspend(memberId);
  }

  show(memberId: string): Promise<void> {
    return this.visibility.restore(memberId);
  }
}
