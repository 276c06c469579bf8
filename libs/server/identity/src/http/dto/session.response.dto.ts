import { ApiProperty } from '@nestjs/swagger';
import { type Role, roles } from '../../domain/role.js';

export class SessionResponse {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ example: 'alex@example.com' })
  email!: string;

  @ApiProperty({ enum: roles, isArray: true })
  roles!: Role[];

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt!: string;
}
