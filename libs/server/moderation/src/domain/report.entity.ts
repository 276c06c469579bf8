import { newId } from '@ember/kernel';
import { ReportDetailsRequiredError, ReportResolvedError } from './moderation.errors.js';

/** The reasons a member may give (the usual list of trust and safety teams). */
export const reportReasons = [
  'fake-profile',
  'harassment',
  'inappropriate-media',
  'no-show',
  'safety-concern',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

/** Where the member was when they reported: the pick page, the profile view or their group. */
export const reportSources = ['pick', 'profile', 'group'] as const;
export type ReportSource = (typeof reportSources)[number];

export const reportResolutions = ['dismissed', 'warned', 'media-removed', 'suspended'] as const;
export type ReportResolution = (typeof reportResolutions)[number];

export const detailsMaxLength = 1000;

/** The member's words, trimmed; "other" says nothing by itself, so it needs them. */
export function reportDetailsOf(reason: ReportReason, details: string | null | undefined): string | null {
  const text = details?.trim() || null;
  if (reason === 'other' && !text) throw new ReportDetailsRequiredError();
  return text;
}

/** A member's report of another; it stays open until an operator resolves it one way. */
export class Report {
  id!: string;
  reporterId!: string;
  reportedId!: string;
  reason!: ReportReason;
  details!: string | null;
  source!: ReportSource;
  createdAt!: Date;
  resolution!: ReportResolution | null;
  resolvedBy!: string | null;
  resolvedAt!: Date | null;
  note!: string | null;

  static file(
    input: {
      reporterId: string;
      reportedId: string;
      reason: ReportReason;
      details?: string | null;
      source: ReportSource;
    },
    now: Date,
  ): Report {
    const details = reportDetailsOf(input.reason, input.details);
    return Object.assign(new Report(), {
      id: newId(),
      reporterId: input.reporterId,
      reportedId: input.reportedId,
      reason: input.reason,
      details,
      source: input.source,
      createdAt: now,
      resolution: null,
      resolvedBy: null,
      resolvedAt: null,
      note: null,
    });
  }

  isOpen(): boolean {
    return this.resolution === null;
  }

  resolve(resolution: ReportResolution, operatorId: string, note: string | null, now: Date): void {
    if (!this.isOpen()) throw new ReportResolvedError();
    this.resolution = resolution;
    this.resolvedBy = operatorId;
    this.note = note;
    this.resolvedAt = now;
  }
}
