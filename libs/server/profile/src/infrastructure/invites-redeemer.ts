import { Injectable } from '@nestjs/common';
import { InviteRedemptions } from '@ember/invites';
import { InviteRedeemer } from '../application/invite-redeemer.port.js';

@Injectable()
export class InvitesRedeemer extends InviteRedeemer {
  constructor(private readonly redemptions: InviteRedemptions) {
    super();
  }

  redeem(code: string, memberId: string) {
    return this.redemptions.redeem(code, memberId);
  }
}
