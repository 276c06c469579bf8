import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { Actor } from './actor.js';
import { managedFormat } from './format-access.js';
import type { FormatDetailsView } from './format-view.js';
import type { FormatViewer } from './format-viewer.js';
import type { HostFigures } from './host-figures.port.js';

/** One format of the caller's (any format for an admin) with its numbers and participants. */
export class GetFormatQuery {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly viewer: FormatViewer,
    private readonly figures: HostFigures,
  ) {}

  async execute(actor: Actor, id: string): Promise<FormatDetailsView> {
    const format = await managedFormat(this.formats, actor, id);
    return { ...(await this.viewer.view(format)), participants: await this.figures.participantsOf(format.id) };
  }
}
