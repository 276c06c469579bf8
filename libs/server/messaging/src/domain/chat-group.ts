/** A confirmed group's chat as the messaging context sees the group (from matching-rounds). */
export interface ChatGroup {
  groupId: string;
  title: string;
  status: 'reviewing' | 'confirmed' | 'released';
  confirmedAt: Date | null;
  firstMeetingAt: Date;
  lastMeetingEndsAt: Date;
  members: ChatMember[];
}

export interface ChatMember {
  memberId: string;
  firstName: string;
}
