import { Injectable } from '@nestjs/common';
import { GroupRoster } from '@ember/matching-rounds';
import { ChatGroups } from '../application/chat-groups.port.js';
import type { ChatGroup } from '../domain/chat-group.js';

/** The group chat's groups, answered by matching-rounds (its roster of who joined). */
@Injectable()
export class RoundsChatGroups extends ChatGroups {
  constructor(private readonly roster: GroupRoster) {
    super();
  }

  async find(groupId: string): Promise<ChatGroup | null> {
    const entry = await this.roster.find(groupId);
    if (!entry) return null;
    return {
      groupId: entry.groupId,
      title: entry.programName,
      status: entry.status,
      confirmedAt: entry.confirmedAt,
      firstMeetingAt: entry.firstMeetingAt,
      lastMeetingEndsAt: entry.lastMeetingEndsAt,
      members: entry.members,
    };
  }
}
