import type { FormatStatusFilter, HostFormat, HostFormats } from './host-formats.port.js';

export const formatsPage = { defaultLimit: 50, maxLimit: 100 } as const;

/** Every host's formats for the console, most recently changed first; optionally by status. */
export class ListFormatsQuery {
  constructor(private readonly formats: HostFormats) {}

  execute(
    status: FormatStatusFilter | undefined,
    limit: number = formatsPage.defaultLimit,
    offset = 0,
  ): Promise<{ formats: HostFormat[]; total: number }> {
    return this.formats.list(
      status ? [status] : [],
      Math.min(Math.max(1, limit), formatsPage.maxLimit),
      Math.max(0, offset),
    );
  }
}
