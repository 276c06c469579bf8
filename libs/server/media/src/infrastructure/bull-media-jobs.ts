import { Injectable } from '@nestjs/common';
import { JobProducer } from '@ember/platform';
import { MediaJobs } from '../application/media-jobs.port.js';
import type { MediaObject } from '../domain/media-object.entity.js';

const jobOf = (media: MediaObject) => (media.kind === 'video' ? 'media.transcode-video' : 'media.compress-image');

@Injectable()
export class BullMediaJobs extends MediaJobs {
  constructor(private readonly producer: JobProducer) {
    super();
  }

  async enqueue(media: MediaObject): Promise<void> {
    await this.producer.enqueue(jobOf(media), { mediaId: media.id });
  }

  async cancel(media: MediaObject): Promise<void> {
    // A job a worker holds cannot be removed; it finds its media gone and cleans up.
    await this.producer.remove(jobOf(media), { mediaId: media.id }).catch(() => undefined);
  }

  async progressOf(media: MediaObject): Promise<number | null> {
    return (await this.producer.inspect(jobOf(media), { mediaId: media.id }))?.progress ?? null;
  }
}
