import { Injectable } from '@nestjs/common';
import { FormatAdministration } from '@ember/hosting';
import {
  type FormatStatusFilter,
  type HostFormat,
  HostFormats,
  type UnpublishResult,
} from '../application/host-formats.port.js';

/** Formats through the hosting context's administration facade. */
@Injectable()
export class HostingHostFormats extends HostFormats {
  constructor(private readonly formats: FormatAdministration) {
    super();
  }

  list(
    statuses: readonly FormatStatusFilter[],
    limit: number,
    offset: number,
  ): Promise<{ formats: HostFormat[]; total: number }> {
    return this.formats.list(statuses, limit, offset);
  }

  unpublish(formatId: string): Promise<UnpublishResult> {
    return this.formats.unpublish(formatId);
  }
}
