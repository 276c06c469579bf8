import { Injectable } from '@nestjs/common';
import { HandlesJob, type JobContext, type JobHandler, type JobPayload } from '@ember/platform';
import { TranscodeVideoUseCase } from '../application/transcode-video.use-case.js';

@Injectable()
@HandlesJob('media.transcode-video')
export class MediaTranscodeProcessor implements JobHandler<'media.transcode-video'> {
  constructor(private readonly transcode: TranscodeVideoUseCase) {}

  handle(payload: JobPayload<'media.transcode-video'>, context: JobContext): Promise<void> {
    return this.transcode.execute(payload.mediaId, context);
  }
}
