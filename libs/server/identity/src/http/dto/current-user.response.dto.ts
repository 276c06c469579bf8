import { ApiProperty } from '@nestjs/swagger';
import type { CurrentUserView } from '../../application/get-current-user.query.js';
import { preferredSexes, relationshipStatuses } from '../../domain/user-properties.js';
import { type Role, roles } from '../../domain/role.js';

export class LinkedIdentityResponse {
  @ApiProperty({ enum: ['google', 'microsoft'] })
  provider!: string;

  @ApiProperty({ description: "The provider's id for the account." })
  userId!: string;
}

export class CurrentUserResponse {
  @ApiProperty({ description: 'The e-mail address: the user id the web app knows.', example: 'alex@example.com' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'CA:ON:Toronto' })
  location!: string | null;

  @ApiProperty()
  hasProfile!: boolean;

  @ApiProperty({ type: [LinkedIdentityResponse] })
  identity!: LinkedIdentityResponse[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Completed step ids per roadmap id.',
    example: { 'getting-started': ['craft-profile'] },
  })
  roadmaps!: Record<string, string[]>;

  @ApiProperty({ enum: roles, isArray: true })
  roles!: Role[];

  @ApiProperty({ enum: relationshipStatuses, nullable: true, type: String })
  relationshipStatus!: string | null;

  @ApiProperty({ enum: preferredSexes, isArray: true, nullable: true })
  preferredSex!: string[] | null;

  @ApiProperty({ type: Number, nullable: true })
  minIdealAge!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  maxIdealAge!: number | null;

  @ApiProperty({ type: [String] })
  bucketList!: string[];

  static from({ user, identities }: CurrentUserView): CurrentUserResponse {
    return {
      id: user.email,
      location: user.location,
      hasProfile: user.hasProfile,
      identity: identities,
      roadmaps: user.roadmaps,
      roles: [...user.roles],
      relationshipStatus: user.relationshipStatus,
      preferredSex: user.preferredSex,
      minIdealAge: user.minIdealAge,
      maxIdealAge: user.maxIdealAge,
      bucketList: user.bucketList,
    };
  }
}
