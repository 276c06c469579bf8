import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { type Role, roles } from '../../domain/role.js';

export class GrantRoleRequest {
  @ApiProperty({ example: 'host@example.com' })
  @IsString()
  @MaxLength(320)
  email!: string;

  @ApiProperty({ enum: roles, example: 'host' })
  @IsIn(roles)
  role!: Role;
}
