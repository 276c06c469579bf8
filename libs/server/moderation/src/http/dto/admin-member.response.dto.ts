import { ApiProperty } from '@nestjs/swagger';
import type { MemberView } from '../../application/member-view.js';

export class AdminMemberResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'ada@example.com' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Ada' })
  firstName!: string | null;

  @ApiProperty({ type: [String], example: ['member', 'host'] })
  roles!: string[];

  @ApiProperty()
  suspended!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  suspendedAt!: string | null;

  @ApiProperty({ type: String, nullable: true })
  suspensionReason!: string | null;

  @ApiProperty({ format: 'date-time' })
  joinedAt!: string;

  static from(view: MemberView): AdminMemberResponse {
    return {
      id: view.id,
      email: view.email,
      firstName: view.firstName,
      roles: [...view.roles],
      suspended: view.suspendedAt !== null,
      suspendedAt: view.suspendedAt?.toISOString() ?? null,
      suspensionReason: view.suspensionReason,
      joinedAt: view.createdAt.toISOString(),
    };
  }
}

export class AdminMembersResponse {
  @ApiProperty({ type: [AdminMemberResponse] })
  members!: AdminMemberResponse[];
}
