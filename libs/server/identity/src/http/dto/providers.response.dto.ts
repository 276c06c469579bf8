import { ApiProperty } from '@nestjs/swagger';

export class ProviderResponse {
  @ApiProperty({ enum: ['google', 'microsoft'] })
  id!: string;

  @ApiProperty({ description: 'False when the server has no client credentials for it.' })
  enabled!: boolean;
}

export class ProvidersResponse {
  @ApiProperty({ type: [ProviderResponse] })
  providers!: ProviderResponse[];
}
