import { Injectable } from '@nestjs/common';
import { FormatSelections } from '@ember/hosting';
import { type MatchingProfile, MemberProfiles } from '@ember/profile';
import { EnrollmentDirectory, type ProgramEnrollee } from '@ember/programs';
import { type MemberCard, MemberPool, type PoolMember, type PoolSource } from '../application/member-pool.port.js';
import { isId } from '@ember/kernel';

/**
 * The pool from the programs context (who is enrolled, with what logistics) and profiles; a
 * format's pool from hosting (who is interested), with the logistics of their profiles.
 */
@Injectable()
export class ProfileMemberPool extends MemberPool {
  constructor(
    private readonly enrollments: EnrollmentDirectory,
    private readonly profiles: MemberProfiles,
    private readonly formats: FormatSelections,
  ) {
    super();
  }

  async enrolledIn(source: PoolSource): Promise<PoolMember[]> {
    if (source.formatId !== null) {
      const profiles = await this.profiles.matchingProfiles(await this.formats.interestedIn(source.formatId));
      return profiles.map((profile) => poolMemberOf(null, profile));
    }
    const enrollees = await this.enrollments.listForProgram(source.programId);
    const profiles = await this.profiles.matchingProfiles(enrollees.map((enrollee) => enrollee.userId));
    const byUser = new Map(profiles.map((profile) => [profile.userId, profile]));
    return enrollees.flatMap((enrollee) => {
      const profile = byUser.get(enrollee.userId);
      return profile ? [poolMemberOf(enrollee, profile)] : [];
    });
  }

  async memberIn(source: PoolSource, memberId: string): Promise<PoolMember | null> {
    if (!isId(memberId)) return null;
    if (source.formatId !== null) {
      if (!(await this.formats.isInterested(source.formatId, memberId))) return null;
      const [profile] = await this.profiles.matchingProfiles([memberId]);
      return profile ? poolMemberOf(null, profile) : null;
    }
    const enrollee = await this.enrollments.enrolleeOf(memberId, source.programId);
    if (!enrollee) return null;
    const [profile] = await this.profiles.matchingProfiles([memberId]);
    return profile ? poolMemberOf(enrollee, profile) : null;
  }

  async programsOf(memberId: string): Promise<string[]> {
    const programs = (await this.enrollments.listForMember(memberId)).map((enrollment) => enrollment.programId);
    return [...programs, ...(await this.formats.formatsOf(memberId))];
  }

  async cards(memberIds: readonly string[], viewerId: string): Promise<MemberCard[]> {
    const cards = await this.profiles.cards(memberIds, viewerId);
    return cards.map(({ userId, ...card }) => ({ ...card, memberId: userId }));
  }

  memberIdsOf(profileIds: readonly string[]): Promise<Map<string, string>> {
    return this.profiles.userIdsOf(profileIds);
  }

  profileIdsOf(memberIds: readonly string[]): Promise<Map<string, string>> {
    return this.profiles.profileIdsOf(memberIds);
  }
}

function poolMemberOf(enrollee: ProgramEnrollee | null, profile: MatchingProfile): PoolMember {
  return {
    memberId: profile.userId,
    profileId: profile.profileId,
    firstName: profile.firstName,
    sex: profile.sex,
    age: profile.age,
    location: profile.location,
    neighborhoods: enrollee?.neighborhoods ?? profile.neighborhoods,
    timeSlots: enrollee?.timeSlots ?? profile.availableTimeSlots,
    venue: enrollee?.hostingDetails ?? profile.hostingDetails,
    discoverable: profile.discoverable,
  };
}
