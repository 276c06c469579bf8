import { ApiProperty } from '@nestjs/swagger';
import type { MemberMediaItem } from '../../application/member-media.port.js';

/** A member's ready photo or prompt video, as the console shows it for review. */
export class MemberMediaResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  ownerId!: string;

  @ApiProperty({ enum: ['photo', 'video'] })
  kind!: 'photo' | 'video';

  @ApiProperty({ type: String, nullable: true, description: 'The prompt a video answers; null for photos.' })
  promptId!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'daily, fun or useful; null for photos.' })
  promptType!: string | null;

  @ApiProperty({ description: 'The served file (photo.jpg or video.mp4).' })
  url!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The thumbnail or poster.' })
  previewUrl!: string | null;

  @ApiProperty({ format: 'date-time' })
  readyAt!: string;

  static from(item: MemberMediaItem): MemberMediaResponse {
    return {
      id: item.id,
      ownerId: item.ownerId,
      kind: item.kind,
      promptId: item.promptId,
      promptType: item.promptType,
      url: item.url,
      previewUrl: item.previewUrl,
      readyAt: item.readyAt.toISOString(),
    };
  }
}
