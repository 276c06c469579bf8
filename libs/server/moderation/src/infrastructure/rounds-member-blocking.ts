import { Injectable } from '@nestjs/common';
import { MemberBlocks } from '@ember/matching-rounds';
import { MemberBlocking } from '../application/member-blocking.port.js';

/** Blocks through the rounds context, which keeps blocked pairs apart in browse, candidates and groups. */
@Injectable()
export class RoundsMemberBlocking extends MemberBlocking {
  constructor(private readonly blocks: MemberBlocks) {
    super();
  }

  block(memberId: string, profileId: string): Promise<string> {
    return this.blocks.block(memberId, profileId, true);
  }
}
