import { type Clock, isId } from '@ember/kernel';
import { HostNotFoundError } from '../domain/event-format.errors.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import { type Actor, isAdmin } from './actor.js';
import type { HostAccounts } from './host-accounts.port.js';
import type { HostFigures, HostMetrics } from './host-figures.port.js';

/** Trends compare with the figures as they stood this long ago. */
export const trendWindowDays = 30;
const day = 24 * 3600 * 1000;

export interface Trend {
  /** The figure at the start of the window. */
  previous: number;
  change: number;
  /** The change in whole percent of the previous figure; null when that was 0. */
  percent: number | null;
}

export interface HostDashboard {
  host: { id: string; email: string; firstName: string | null };
  asOf: Date;
  since: Date;
  metrics: HostMetrics;
  trends: Record<keyof HostMetrics, Trend>;
}

export function trendOf(now: number, previous: number): Trend {
  const change = now - previous;
  return { previous, change, percent: previous === 0 ? null : Math.round((change / previous) * 100) };
}

/** The host (`me`, or any host for an admin) that the actor may look at; 404 otherwise. */
export async function visibleHost(
  accounts: HostAccounts,
  actor: Actor,
  hostId: string,
): Promise<{ id: string; email: string }> {
  if (hostId === 'me' || hostId.toLowerCase() === actor.id) return { id: actor.id, email: actor.email };
  const host = isAdmin(actor) && isId(hostId) ? await accounts.exists(hostId.toLowerCase()) : null;
  if (!host) throw new HostNotFoundError();
  return host;
}

/** The dashboard's figures from the stored data, each with its change over the last 30 days. */
export class HostDashboardQuery {
  constructor(
    private readonly accounts: HostAccounts,
    private readonly formats: EventFormatRepository,
    private readonly figures: HostFigures,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, hostId: string): Promise<HostDashboard> {
    const host = await visibleHost(this.accounts, actor, hostId);
    const asOf = this.clock.now();
    const since = new Date(asOf.getTime() - trendWindowDays * day);
    const [metrics, before] = [
      await this.figures.metricsAt(host.id, asOf),
      await this.figures.metricsAt(host.id, since),
    ];
    const trends = Object.fromEntries(
      (Object.keys(metrics) as (keyof HostMetrics)[]).map((key) => [key, trendOf(metrics[key], before[key])]),
    ) as Record<keyof HostMetrics, Trend>;
    const named = (await this.formats.listByOwner(host.id, ['draft', 'active', 'completed', 'archived'])).find(
      (format) => format.hostFirstName !== '',
    );
    return { host: { ...host, firstName: named?.hostFirstName ?? null }, asOf, since, metrics, trends };
  }
}
