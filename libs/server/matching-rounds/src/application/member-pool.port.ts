import type { TimeSlot } from '@ember/member-rules';

/** An enrolled member as a round sees them: profile facts and the logistics they gave the program. */
export interface PoolMember {
  memberId: string;
  profileId: string;
  firstName: string;
  sex: string;
  age: number;
  /** Short form, e.g. 'CA:ON:Toronto'. */
  location: string;
  /** The enrollment's answer, else the profile's; null when neither has one. */
  neighborhoods: string[] | null;
  timeSlots: TimeSlot[] | null;
  venue: { hasVenue: boolean; venueName: string | null } | null;
  discoverable: boolean;
}

/** A member's public profile card (spec 3 §2.3's profile view): no picks, no exact age, no logistics. */
export interface MemberCard {
  profileId: string;
  memberId: string;
  firstName: string;
  ageBand: { id: string; label: string; min: number; max: number } | null;
  sex: string;
  location: string;
  photoUrl: string | null;
  interests: { name: string; lookingFor: string; contribute: string }[];
  videos: { id: string; promptId: string; promptType: string; videoUrl: string; thumbnailUrl: string | null }[];
  /** One of the demo members a laptop's `npm start` seeds. */
  demo: boolean;
}

/** Where a round's pool comes from: a program's enrollments, or a format's interested members. */
export interface PoolSource {
  programId: string;
  formatId: string | null;
}

/** Members, enrollments and profiles, from the programs, hosting and profile contexts. */
export abstract class MemberPool {
  /** Everyone enrolled in the program (or interested in the format) who has a profile. */
  abstract enrolledIn(source: PoolSource): Promise<PoolMember[]>;
  /** The member as enrolled in the program (or interested in the format); null when not, or without a profile. */
  abstract memberIn(source: PoolSource, memberId: string): Promise<PoolMember | null>;
  /** The programs the member is enrolled in and the formats they are interested in (a format round's programId). */
  abstract programsOf(memberId: string): Promise<string[]>;
  /** Public cards of these members as `viewerId` may see them, in no particular order. */
  abstract cards(memberIds: readonly string[], viewerId: string): Promise<MemberCard[]>;
  /** Member ids of profiles, by profile id (unknown ones absent). */
  abstract memberIdsOf(profileIds: readonly string[]): Promise<Map<string, string>>;
  /** Profile ids of members, by member id. */
  abstract profileIdsOf(memberIds: readonly string[]): Promise<Map<string, string>>;
}
