/** What every round e-mail names. */
export interface RoundMailContext {
  roundId: string;
  programName: string;
  city: string;
  timeZone: string;
}

export interface GroupMailContext extends RoundMailContext {
  groupId: string;
  /** 'Saturday 9 AM' for weekly groups; null for an event. */
  slotLabel: string | null;
  neighborhood: string;
  meetsAt: Date;
  sessionMinutes: number;
  sessions: number;
  memberNames: string[];
  venueName: string | null;
}

/**
 * The round e-mails, sent through the mail queue. `key` makes each one idempotent: a retried job
 * sending the same message again queues nothing.
 */
export abstract class RoundMailer {
  abstract remindPicks(
    to: string,
    key: string,
    mail: RoundMailContext & { picksCloseAt: Date; pickCount: number; candidateCount: number },
  ): Promise<void>;
  abstract groupReady(to: string, key: string, mail: GroupMailContext & { joinDeadline: Date }): Promise<void>;
  abstract noGroup(to: string, key: string, mail: RoundMailContext): Promise<void>;
  abstract groupConfirmed(to: string, key: string, mail: GroupMailContext): Promise<void>;
  abstract groupReleased(to: string, key: string, mail: GroupMailContext & { refunded: boolean }): Promise<void>;
  /** To a format's host: proposed groups wait for their approval until the deadline. */
  abstract groupsToApprove(
    to: string,
    key: string,
    mail: RoundMailContext & { formatId: string; groups: number; approvalDeadline: Date },
  ): Promise<void>;
  /** To a format's host: groups they did not answer were approved at the deadline. */
  abstract groupsAutoApproved(
    to: string,
    key: string,
    mail: RoundMailContext & { formatId: string; groups: number },
  ): Promise<void>;
}
