import type { FormatActivity } from '../domain/format-activity.entity.js';
import type { FormatActivityRepository } from '../domain/format-activity.repository.js';
import type { Actor } from './actor.js';
import type { HostAccounts } from './host-accounts.port.js';
import { visibleHost } from './host-dashboard.query.js';

/** Spec 3 §9: recent activities default to 10. */
export const activityPage = { defaultLimit: 10, maxLimit: 50 } as const;

/** What happened to the host's formats, newest first, a page at a time. */
export class HostActivityQuery {
  constructor(
    private readonly accounts: HostAccounts,
    private readonly activities: FormatActivityRepository,
  ) {}

  async execute(
    actor: Actor,
    hostId: string,
    limit: number = activityPage.defaultLimit,
    offset = 0,
  ): Promise<{ activities: FormatActivity[]; total: number; limit: number; offset: number }> {
    const host = await visibleHost(this.accounts, actor, hostId);
    const page = { limit: Math.min(Math.max(1, limit), activityPage.maxLimit), offset: Math.max(0, offset) };
    return { ...(await this.activities.listForOwner(host.id, page)), ...page };
  }
}
