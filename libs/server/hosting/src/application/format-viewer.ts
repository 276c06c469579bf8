import type { Clock } from '@ember/kernel';
import type { EventFormat } from '../domain/event-format.entity.js';
import type { FormatView } from './format-view.js';
import { type HostFigures, noCounts } from './host-figures.port.js';

/** Formats with their numbers from the read models, as their host sees them. */
export class FormatViewer {
  constructor(
    private readonly figures: HostFigures,
    private readonly clock: Clock,
  ) {}

  async view(format: EventFormat): Promise<FormatView> {
    const [view] = await this.views([format]);
    return view ?? { format, counts: noCounts, today: format.today(this.clock.now()) };
  }

  async views(formats: readonly EventFormat[]): Promise<FormatView[]> {
    const counts = await this.figures.countsOf(formats.map((format) => format.id));
    const now = this.clock.now();
    return formats.map((format) => ({ format, counts: counts.get(format.id) ?? noCounts, today: format.today(now) }));
  }
}
