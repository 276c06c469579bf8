import { ApiProperty } from '@nestjs/swagger';
import { type HostFormat, formatStatusFilters } from '../../application/host-formats.port.js';

export class AdminFormatResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The public page is /f/<slug> once published.' })
  slug!: string | null;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: formatStatusFilters })
  status!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'null until the host claims it.' })
  ownerId!: string | null;

  @ApiProperty()
  hostEmail!: string;

  @ApiProperty()
  hostFirstName!: string;

  @ApiProperty({ description: "A city slug; '' until chosen." })
  city!: string;

  @ApiProperty({ description: "A neighbourhood slug; '' until chosen." })
  neighborhood!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  publishedAt!: string | null;

  static from(format: HostFormat): AdminFormatResponse {
    return {
      id: format.id,
      slug: format.slug,
      title: format.title,
      status: format.status,
      ownerId: format.ownerId,
      hostEmail: format.hostEmail,
      hostFirstName: format.hostFirstName,
      city: format.city,
      neighborhood: format.neighborhood,
      updatedAt: format.updatedAt.toISOString(),
      publishedAt: format.publishedAt?.toISOString() ?? null,
    };
  }
}

export class AdminFormatsResponse {
  @ApiProperty({ type: [AdminFormatResponse], description: 'Most recently changed first.' })
  formats!: AdminFormatResponse[];

  @ApiProperty({ description: 'How many formats match in all.' })
  total!: number;
}
