import { ApiProperty } from '@nestjs/swagger';
import type { MediaView } from '../../application/media-view.js';
import { mediaStatuses } from '../../domain/media-object.entity.js';

export class MediaPhotoResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: mediaStatuses, description: 'uploaded → processing → ready | failed' })
  status!: string;

  @ApiProperty({ type: String, nullable: true, description: 'The JPEG (longest side ≤ 1920 px); null until ready.' })
  photoUrl!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'A small JPEG; null until ready.' })
  thumbnailUrl!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  width!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  height!: number | null;

  @ApiProperty({ type: String, nullable: true })
  failureMessage!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(view: MediaView): MediaPhotoResponse {
    return {
      id: view.id,
      status: view.status,
      photoUrl: view.url,
      thumbnailUrl: view.previewUrl,
      width: view.width,
      height: view.height,
      failureMessage: view.failureMessage,
      createdAt: view.createdAt.toISOString(),
    };
  }
}

export class ProfilePhotoResponse {
  @ApiProperty({ type: MediaPhotoResponse, nullable: true, description: 'Null when the member has no photo.' })
  photo!: MediaPhotoResponse | null;
}

export class UploadProfilePhotoRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'Any common image (jpg, png, heic, webp …).' })
  Photo?: unknown;
}
