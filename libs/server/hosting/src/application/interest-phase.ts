import type { EventFormat } from '../domain/event-format.entity.js';
import type { FormatPhase, PhaseScheduler } from './phase-scheduler.port.js';

/** The end of interest as a job: the first period's, or the extension's once there was one. */
export async function scheduleInterestEnd(scheduler: PhaseScheduler, format: EventFormat): Promise<void> {
  const closesAt = format.interestClosesAt();
  if (format.status !== 'active' || format.interestClosedAt !== null || !closesAt) return;
  const phase: FormatPhase = format.interestExtendedAt ? 'close-extended-interest' : 'close-interest';
  await scheduler.schedule(format.id, phase, closesAt);
}
