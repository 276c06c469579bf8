import { ApiProperty } from '@nestjs/swagger';
import { type Role, roles } from '../../domain/role.js';

export class UserRolesResponse {
  @ApiProperty({ example: 'host@example.com' })
  email!: string;

  @ApiProperty({ enum: roles, isArray: true })
  roles!: Role[];
}
