import { Injectable } from '@nestjs/common';
import { FormatLifecycleEvents } from '@ember/hosting';
import { FormatProgress } from '../application/format-progress.port.js';

/** Through hosting's lifecycle events: the host's count of groups and the activity "group formed". */
@Injectable()
export class HostingFormatProgress extends FormatProgress {
  constructor(private readonly events: FormatLifecycleEvents) {
    super();
  }

  async groupFormed(formatId: string, groupId: string, size: number): Promise<void> {
    await this.events.groupFormed({ formatId, groupId, size });
  }
}
