import type { CreateEnrollmentRequest, CreateProfileResponse, ProfileRegistration } from '@ember/api-client';
import { type Neighborhood, otherLocation, slotFromLabels, torontoLocation } from '@ember/member-rules';
import type { OnboardingData, SelectedInterest } from './onboarding-data';
import { ageAsInteger } from './step-rules';

/** The user the submission answers with (spec 1 §7: user with id and userInterests[].id). */
export type RegisteredUser = CreateProfileResponse['data']['user'];

const listOrNull = <T>(list: readonly T[]): T[] | null => (list.length > 0 ? [...list] : null);

function canHostOf(data: OnboardingData): boolean | null {
  return data.canHost === null ? null : data.canHost === 'yes';
}

function hostingDetailsOf(data: OnboardingData) {
  const hasVenue = data.hostingDetails.hasVenue === true;
  return { hasVenue, venueName: hasVenue ? data.hostingDetails.venueName.trim() || null : null };
}

function timeSlotsOf(data: OnboardingData) {
  return data.selectedSlots.map(slotFromLabels).filter((slot) => slot !== null);
}

/**
 * The `ProfileJson` of the submission. A program flow that asks no location registers the member
 * in Toronto, the only city its neighbourhoods belong to.
 */
export function toProfileRegistration(
  data: OnboardingData,
  interests: readonly SelectedInterest[],
): ProfileRegistration {
  const location = data.location ?? torontoLocation;
  const canHost = canHostOf(data);
  return {
    FirstName: data.firstName.trim(),
    Age: ageAsInteger(data.age),
    UserSex: data.sex ?? 'female',
    Location: location,
    NewLocation: location === otherLocation ? data.newLocation.trim() : null,
    ActivityPreferences: listOrNull(data.activityPreferences),
    Neighborhoods: listOrNull(data.neighborhoods),
    CanHost: canHost,
    HostingDetails: canHost ? hostingDetailsOf(data) : null,
    AvailableTimeSlots: listOrNull(timeSlotsOf(data)),
    Interests: interests.map((interest) => ({
      name: interest.name,
      lookingFor: interest.lookingFor,
      contribute: interest.contribute,
      isAiSuggested: interest.isAiSuggested,
      isCustom: interest.isCustom,
    })),
    ...(data.inviteCode ? { InviteCode: data.inviteCode } : {}),
  };
}

/** Spec 1 §7: empty lists go as null, hostingDetails only when the member can host. */
export function toEnrollmentRequest(
  data: OnboardingData,
  interests: readonly SelectedInterest[],
  programId: string,
  customAnswers: Record<string, unknown>,
): CreateEnrollmentRequest {
  const canHost = canHostOf(data);
  return {
    programId,
    neighborhoods: listOrNull(data.neighborhoods as Neighborhood[]),
    timeSlots: listOrNull(timeSlotsOf(data)),
    interests: listOrNull(interests.map((interest) => interest.name)),
    activityPreferences: listOrNull(data.activityPreferences),
    customAnswers,
    canHost,
    ...(canHost ? { hostingDetails: hostingDetailsOf(data) } : {}),
  };
}

export interface SubmissionInput {
  data: OnboardingData;
  interests: readonly SelectedInterest[];
  photo: Blob | null;
  programId: string | null;
  customAnswers: Record<string, unknown>;
}

/** What the sequence needs from the outside: the api calls, the store, the log. */
export interface SubmissionPorts {
  registerProfile(profile: ProfileRegistration, photo: Blob | null): Promise<CreateProfileResponse>;
  setCurrentUser(user: RegisteredUser): void;
  createEnrollment(request: CreateEnrollmentRequest): Promise<unknown>;
  refreshProfile(): Promise<unknown>;
  saveAiResponse(interestId: string, aiResponseText: string): Promise<unknown>;
  clearOnboarding(): void;
  log(message: string, error: unknown): void;
}

/**
 * Spec 1 §4's sequence: send the profile (multipart); set the current user; with a program,
 * enrol and refresh the profile; with an AI answer and a first interest id, save the answer; clear
 * the onboarding data and pending interests. Enrollment and AI-answer failures are only logged;
 * a profile failure rejects, and nothing is cleared.
 */
export async function submitOnboarding(input: SubmissionInput, ports: SubmissionPorts): Promise<RegisteredUser> {
  const answer = await ports.registerProfile(toProfileRegistration(input.data, input.interests), input.photo);
  const user = answer.data.user;
  ports.setCurrentUser(user);

  if (input.programId) {
    try {
      await ports.createEnrollment(
        toEnrollmentRequest(input.data, input.interests, input.programId, input.customAnswers),
      );
      await ports.refreshProfile();
    } catch (error) {
      ports.log('Failed to create enrollment', error);
    }
  }

  const firstInterestId = user.userInterests[0]?.id;
  const aiResponseText = input.data.aiResponseText.trim();
  if (aiResponseText && firstInterestId) {
    try {
      await ports.saveAiResponse(firstInterestId, input.data.aiResponseText);
    } catch (error) {
      ports.log('Failed to save the AI response', error);
    }
  }

  ports.clearOnboarding();
  return user;
}
