import { Injectable } from '@nestjs/common';
import { type MatchingProfile, MemberProfiles } from '@ember/profile';
import { EnrollmentDirectory, type ProgramEnrollee } from '@ember/programs';
import { type MemberCard, MemberPool, type PoolMember } from '../application/member-pool.port.js';
import { isId } from '@ember/kernel';

/** The pool from the programs context (who is enrolled, with what logistics) and profiles. */
@Injectable()
export class ProfileMemberPool extends MemberPool {
  constructor(
    private readonly enrollments: EnrollmentDirectory,
    private readonly profiles: MemberProfiles,
  ) {
    super();
  }

  async enrolledIn(programId: string): Promise<PoolMember[]> {
    const enrollees = await this.enrollments.listForProgram(programId);
    const profiles = await this.profiles.matchingProfiles(enrollees.map((enrollee) => enrollee.userId));
    const byUser = new Map(profiles.map((profile) => [profile.userId, profile]));
    return enrollees.flatMap((enrollee) => {
      const profile = byUser.get(enrollee.userId);
      return profile ? [poolMemberOf(enrollee, profile)] : [];
    });
  }

  async memberIn(programId: string, memberId: string): Promise<PoolMember | null> {
    if (!isId(memberId)) return null;
    const enrollee = await this.enrollments.enrolleeOf(memberId, programId);
    if (!enrollee) return null;
    const [profile] = await this.profiles.matchingProfiles([memberId]);
    return profile ? poolMemberOf(enrollee, profile) : null;
  }

  async programsOf(memberId: string): Promise<string[]> {
    return (await this.enrollments.listForMember(memberId)).map((enrollment) => enrollment.programId);
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

function poolMemberOf(enrollee: ProgramEnrollee, profile: MatchingProfile): PoolMember {
  return {
    memberId: profile.userId,
    profileId: profile.profileId,
    firstName: profile.firstName,
    sex: profile.sex,
    age: profile.age,
    location: profile.location,
    neighborhoods: enrollee.neighborhoods ?? profile.neighborhoods,
    timeSlots: enrollee.timeSlots ?? profile.availableTimeSlots,
    venue: enrollee.hostingDetails ?? profile.hostingDetails,
    discoverable: profile.discoverable,
  };
}
