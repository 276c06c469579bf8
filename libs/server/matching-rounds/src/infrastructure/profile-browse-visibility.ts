import { Injectable } from '@nestjs/common';
import { MemberVisibility } from '@ember/profile';
import { BrowseVisibility } from '../application/browse-visibility.port.js';

/** Blocks and rounds waited, handed to the profile context's browse read model. */
@Injectable()
export class ProfileBrowseVisibility extends BrowseVisibility {
  constructor(private readonly visibility: MemberVisibility) {
    super();
  }

  blocked(blockerId: string, blockedId: string): Promise<void> {
    return this.visibility.block(blockerId, blockedId);
  }

  unblocked(blockerId: string, blockedId: string): Promise<void> {
    return this.visibility.unblock(blockerId, blockedId);
  }

  roundsWaited(waited: ReadonlyMap<string, number>): Promise<void> {
    return this.visibility.recordRoundsWaited(waited);
  }
}
