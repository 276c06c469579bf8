/** A format's numbers for its host, from the read models. */
export interface FormatCounts {
  interested: number;
  confirmed: number;
  groupsFormed: number;
  /** The host's earnings from the format net of refunds, in cents. */
  revenue: number;
  /** Attended out of recorded attendance, in whole percent; null before any is recorded. */
  attendanceRate: number | null;
}

export const noCounts: FormatCounts = {
  interested: 0,
  confirmed: 0,
  groupsFormed: 0,
  revenue: 0,
  attendanceRate: null,
};

export interface Participant {
  memberId: string;
  name: string | null;
  joinedAt: Date;
  status: 'confirmed' | 'pending';
}

/** The dashboard's figures as they stood at one moment. */
export interface HostMetrics {
  totalFormats: number;
  activeFormats: number;
  draftFormats: number;
  completedFormats: number;
  /** Attended out of recorded attendance across the host's formats, in whole percent (0 before any). */
  averageAttendance: number;
  /** The host's earnings net of refunds, in cents. */
  totalRevenue: number;
  /** Interest not withdrawn in formats that were active. */
  activeInterest: number;
}

export abstract class HostFigures {
  abstract countsOf(formatIds: readonly string[]): Promise<Map<string, FormatCounts>>;
  /** Interested members who have not withdrawn, in the order they came. */
  abstract participantsOf(formatId: string): Promise<Participant[]>;
  abstract metricsAt(ownerId: string, at: Date): Promise<HostMetrics>;
}
