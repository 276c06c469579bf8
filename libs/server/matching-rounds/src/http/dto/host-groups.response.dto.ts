import { ApiProperty } from '@nestjs/swagger';
import type { HostGroupView, HostRoundView } from '../../application/host-groups.use-case.js';

const approvals = ['pending', 'approved', 'auto-approved', 'not-needed', 'released'] as const;

/** A member of a proposed group as the host sees them: a first name and a photo, nothing more. */
export class HostGroupMemberResponse {
  @ApiProperty({ example: 'Ana' })
  firstName!: string;

  @ApiProperty({ type: String, nullable: true })
  photoUrl!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The code of their QR code, once they have a confirmed place: checks them in by list.',
  })
  checkInCode!: string | null;

  @ApiProperty()
  checkedIn!: boolean;
}

export class HostGroupResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['reviewing', 'confirmed', 'released'] })
  status!: string;

  @ApiProperty({ enum: approvals, description: 'The host’s answer: pending until approved, released or the deadline.' })
  approval!: HostGroupView['approval'];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  approvalDeadline!: string | null;

  @ApiProperty({ format: 'date-time', description: 'The possible date the group meets at.' })
  meetsAt!: string;

  @ApiProperty({ example: 6 })
  size!: number;

  @ApiProperty({ example: 2, description: 'Members who confirmed and paid.' })
  joined!: number;

  @ApiProperty({ type: [HostGroupMemberResponse] })
  members!: HostGroupMemberResponse[];

  static from(group: HostGroupView): HostGroupResponse {
    return {
      id: group.id,
      status: group.status,
      approval: group.approval,
      approvalDeadline: group.approvalDeadline?.toISOString() ?? null,
      meetsAt: group.meetsAt.toISOString(),
      size: group.size,
      joined: group.joined,
      members: group.members.map((member) => ({ ...member })),
    };
  }
}

/** A format's selection round and its groups, for the format's host. */
export class HostFormatGroupsResponse {
  @ApiProperty({ format: 'uuid' })
  roundId!: string;

  @ApiProperty({ enum: ['scheduled', 'collecting', 'forming', 'reviewing', 'closed'] })
  status!: string;

  @ApiProperty()
  hostApproval!: boolean;

  @ApiProperty({ format: 'date-time' })
  picksCloseAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The confirmation deadline.' })
  reviewClosesAt!: string | null;

  @ApiProperty({ type: [HostGroupResponse] })
  groups!: HostGroupResponse[];

  static from({ round, groups }: HostRoundView): HostFormatGroupsResponse {
    return {
      roundId: round.id,
      status: round.status,
      hostApproval: round.hostApproval,
      picksCloseAt: round.picksCloseAt.toISOString(),
      reviewClosesAt: round.reviewClosesAt?.toISOString() ?? null,
      groups: groups.map(HostGroupResponse.from),
    };
  }
}
