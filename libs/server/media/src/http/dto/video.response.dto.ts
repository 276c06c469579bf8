import { ApiProperty } from '@nestjs/swagger';
import type { VideoView } from '../../application/media-view.js';
import { mediaStatuses } from '../../domain/media-object.entity.js';
import { promptTypes } from '../../domain/prompt.catalogue.js';

/** A prompt video (spec 1 §3 Video) with its processing state, for the videos screen to poll. */
export class MyVideoResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'dad_joke' })
  promptId!: string;

  @ApiProperty({ enum: promptTypes })
  promptType!: string;

  @ApiProperty({ enum: mediaStatuses, description: 'uploaded → processing → ready | failed' })
  status!: string;

  @ApiProperty({ minimum: 0, maximum: 100, description: 'Processing progress in percent; 100 once ready.' })
  progress!: number;

  @ApiProperty({ type: String, nullable: true, description: 'The MP4 (H.264/AAC); null until ready.' })
  videoUrl!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'A JPEG poster; null until ready.' })
  thumbnailUrl!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Of the processed video; null until ready.' })
  width!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  height!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  durationSeconds!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why processing failed, to show the member.' })
  failureMessage!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(view: VideoView): MyVideoResponse {
    return {
      id: view.id,
      promptId: view.promptId,
      promptType: view.promptType,
      status: view.status,
      progress: view.progress,
      videoUrl: view.url,
      thumbnailUrl: view.previewUrl,
      width: view.width,
      height: view.height,
      durationSeconds: view.durationMs === null ? null : Math.round(view.durationMs / 100) / 10,
      failureMessage: view.failureMessage,
      createdAt: view.createdAt.toISOString(),
    };
  }
}

export class MyVideosResponse {
  @ApiProperty({ type: [MyVideoResponse], description: 'Newest first.' })
  videos!: MyVideoResponse[];
}
