import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class GetInviteRequest {
  @ApiProperty({ description: 'One of your own invite codes.', example: 'ADA-7K3Q' })
  @IsString({ message: 'inviteCode must be text.' })
  @Length(1, 40, { message: 'Please give an invite code.' })
  inviteCode!: string;
}
