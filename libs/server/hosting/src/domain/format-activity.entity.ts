import { newId } from '@ember/kernel';

/** What happened to a format, as the host's activity list shows it (spec 3 §3, host activity). */
export const activityTypes = [
  'new_format',
  'interest',
  'group_formed',
  'payment',
  'completion',
  'cancellation',
] as const;
export type ActivityType = (typeof activityTypes)[number];

export class FormatActivity {
  id!: string;
  formatId!: string;
  type!: ActivityType;
  message!: string;
  /** The title when it happened; a later rename does not rewrite history. */
  formatTitle!: string;
  occurredAt!: Date;
  /** Makes recording idempotent: the same event told twice is kept once. */
  eventKey!: string;

  static record(
    formatId: string,
    formatTitle: string,
    type: ActivityType,
    message: string,
    occurredAt: Date,
    eventKey: string,
  ): FormatActivity {
    const activity = new FormatActivity();
    activity.id = newId();
    activity.formatId = formatId;
    activity.type = type;
    activity.message = message;
    activity.formatTitle = formatTitle;
    activity.occurredAt = occurredAt;
    activity.eventKey = eventKey;
    return activity;
  }
}

/** The activity messages; a format without a title yet is "Untitled format". */
export const activityMessages = {
  newFormat: (title: string) => `You created “${titled(title)}”.`,
  copied: (title: string, from: string) => `You created “${titled(title)}” as a copy of “${titled(from)}”.`,
  interest: (title: string, name: string | null) => `${name ?? 'Someone new'} is interested in “${titled(title)}”.`,
  groupFormed: (title: string, size: number) => `A group of ${size} formed for “${titled(title)}”.`,
  payment: (title: string, name: string | null, amount: string) =>
    `${name ?? 'A participant'} paid ${amount} for “${titled(title)}”.`,
  refund: (title: string, amount: string) => `${amount} was refunded for “${titled(title)}”.`,
  completion: (title: string) => `“${titled(title)}” is completed.`,
  cancellation: (title: string, reason: string | null) =>
    `“${titled(title)}” was cancelled${reason ? `: ${reason}` : '.'}`,
};

function titled(title: string): string {
  return title.trim() || 'Untitled format';
}
