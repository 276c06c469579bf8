import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class SearchMembersRequest {
  @ApiProperty({ description: 'Part of an e-mail address, or the start of a first name.', example: 'ada' })
  @IsString({ message: 'query must be text.' })
  @MinLength(1, { message: 'Type part of an e-mail address or a name.' })
  @MaxLength(254)
  query!: string;
}

export class OperatorReasonRequest {
  @ApiProperty({ description: 'Why; kept in the audit log (and told to the member where it concerns them).' })
  @IsString({ message: 'Please give a reason.' })
  @MinLength(1, { message: 'Please give a reason.' })
  @MaxLength(1000)
  reason!: string;
}

export class RoleChangeRequest {
  @ApiPropertyOptional({ description: 'Why; kept in the audit log.' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  reason?: string;
}
