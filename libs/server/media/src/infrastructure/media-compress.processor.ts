import { Injectable } from '@nestjs/common';
import { HandlesJob, type JobContext, type JobHandler, type JobPayload } from '@ember/platform';
import { CompressImageUseCase } from '../application/compress-image.use-case.js';

@Injectable()
@HandlesJob('media.compress-image')
export class MediaCompressProcessor implements JobHandler<'media.compress-image'> {
  constructor(private readonly compress: CompressImageUseCase) {}

  handle(payload: JobPayload<'media.compress-image'>, context: JobContext): Promise<void> {
    return this.compress.execute(payload.mediaId, context);
  }
}
