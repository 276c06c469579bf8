import { ApiProperty } from '@nestjs/swagger';
import type { Invite } from '../../domain/invite.entity.js';

/** An invite as the web shows it: `id` is the code itself. */
export class InviteDetailsResponse {
  @ApiProperty({ description: 'The invite code.', example: 'ADA-7K3Q' })
  id!: string;

  @ApiProperty({ format: 'date-time', example: '2025-02-14T12:00:00.000Z' })
  expirationDate!: string;

  @ApiProperty({ example: 5 })
  maxUses!: number;

  @ApiProperty({ example: 1 })
  usageCount!: number;

  static from(invite: Invite): InviteDetailsResponse {
    return {
      id: invite.code,
      expirationDate: invite.expiresAt.toISOString(),
      maxUses: invite.maxUses,
      usageCount: invite.usageCount,
    };
  }
}

export class InviteDetailsData {
  @ApiProperty({ type: InviteDetailsResponse })
  inviteDetails!: InviteDetailsResponse;
}

/** `GET /invites?inviteCode=`: `{ data: { inviteDetails } }` (spec 3 §7). */
export class GetInviteResponse {
  @ApiProperty({ type: InviteDetailsData })
  data!: InviteDetailsData;
}

/** `POST /invites`: `{ data: invite }` (spec 3 §7). */
export class CreateInviteResponse {
  @ApiProperty({ type: InviteDetailsResponse })
  data!: InviteDetailsResponse;
}

export class OwnedInvitesData {
  @ApiProperty({ type: [String], description: "The caller's codes, newest first.", example: ['ADA-7K3Q'] })
  ownedInvites!: string[];

  @ApiProperty({ type: [InviteDetailsResponse] })
  invites!: InviteDetailsResponse[];
}

export class OwnedInvitesResponse {
  @ApiProperty({ type: OwnedInvitesData })
  data!: OwnedInvitesData;
}
