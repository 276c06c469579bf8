import { ApiProperty } from '@nestjs/swagger';

export class SignedInResponse {
  @ApiProperty({ example: 'alex@example.com' })
  email!: string;
}

export class CodeSentResponse {
  @ApiProperty({ example: 'alex@example.com', description: 'The address the code went to, normalised.' })
  email!: string;
}
