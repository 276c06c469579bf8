import {
  type CreateProfileResponse,
  type InterestResponse,
  type ListOtherProfilesApiArg,
  type ListOtherProfilesApiResponse,
  type MyProfileResponse,
  profileEndpoints,
} from './generated/profile.gen';
import type { components } from './generated/openapi.gen';

/** The onboarding submission's `ProfileJson` (spec 1 §7), as the contract names it. */
export type ProfileRegistration = components['schemas']['ProfileRegistration'];
export type PhotoUpload = components['schemas']['MediaPhotoResponse'];

/**
 * Profile and interest endpoints with cache tags: every change to the own profile or its
 * interests refreshes both, and the current user (preferences live with the account).
 */
export const profileApi = profileEndpoints.enhanceEndpoints({
  addTagTypes: ['MyProfile', 'Interests', 'CurrentUser', 'Profiles', 'PeopleFilters'],
  endpoints: {
    getMyProfile: { providesTags: ['MyProfile'] },
    listInterests: { providesTags: ['Interests'] },
    listProfiles: { providesTags: ['Profiles'] },
    listOtherProfiles: { providesTags: ['Profiles'] },
    getProfile: { providesTags: ['Profiles'] },
    getPeopleFilters: { providesTags: ['PeopleFilters'] },
    putPeopleFilters: { invalidatesTags: ['PeopleFilters'] },
    addInterest: { invalidatesTags: ['Interests', 'MyProfile', 'Profiles'] },
    updateInterest: { invalidatesTags: ['Interests', 'MyProfile', 'Profiles'] },
    removeInterest: { invalidatesTags: ['Interests', 'MyProfile', 'Profiles'] },
    saveAiResponse: { invalidatesTags: [] },
    createProfile: { invalidatesTags: ['MyProfile', 'Interests', 'CurrentUser'] },
    updateProfileProperty: { invalidatesTags: ['MyProfile', 'Interests', 'CurrentUser', 'Profiles'] },
  },
});

/**
 * The two multipart calls the generator types as JSON: the onboarding wizard's submission
 * (`ProfileJson` text plus the optional `Photo`) and the settings' photo replacement.
 */
const multipartApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    registerProfile: build.mutation<CreateProfileResponse, { profile: ProfileRegistration; photo?: Blob | null }>({
      query: ({ profile, photo }) => {
        const form = new FormData();
        form.append('ProfileJson', JSON.stringify(profile));
        if (photo) form.append('Photo', photo, 'photo.jpg');
        return { url: '/api/profiles', method: 'POST', body: form };
      },
      invalidatesTags: ['MyProfile', 'Interests', 'CurrentUser'],
    }),
    replaceProfilePhoto: build.mutation<PhotoUpload, Blob>({
      query: (photo) => {
        const form = new FormData();
        form.append('Photo', photo, 'photo.jpg');
        return { url: '/api/media/profile-photo', method: 'POST', body: form };
      },
      invalidatesTags: ['MyProfile'],
    }),
  }),
});

export const { useRegisterProfileMutation, useReplaceProfilePhotoMutation } = multipartApi;

/** What a browse list is asked for: the place and the filters; the cursor is the page parameter. */
export type BrowseProfilesArg = Omit<ListOtherProfilesApiArg, 'cursor'>;

/**
 * The browse list as pages that follow one another: each page hands out the next one's cursor,
 * and the list ends where a page has none. One cache entry per place and filters.
 */
const browseApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    browseProfiles: build.infiniteQuery<ListOtherProfilesApiResponse, BrowseProfilesArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/profiles/all',
        params: pageParam ? { ...queryArg, cursor: pageParam } : queryArg,
      }),
      providesTags: ['Profiles'],
    }),
  }),
});

export const { useBrowseProfilesInfiniteQuery } = browseApi;
export const registerProfileEndpoint = multipartApi.endpoints.registerProfile;

export const {
  useGetMyProfileQuery,
  useLazyGetMyProfileQuery,
  useListInterestsQuery,
  useAddInterestMutation,
  useUpdateInterestMutation,
  useRemoveInterestMutation,
  useSaveAiResponseMutation,
  useGetAiPromptExamplesQuery,
  useLazyGetAiPromptExamplesQuery,
  useListPresetInterestsQuery,
  useLazyGetInterestExampleQuery,
  useListProfilesQuery,
  useListOtherProfilesQuery,
  useGetProfileQuery,
  useGetPeopleFiltersQuery,
  usePutPeopleFiltersMutation,
  useCreateProfileMutation,
  useUpdateProfilePropertyMutation,
} = profileApi;

/** An interest as the api answers it. */
export type Interest = InterestResponse;
export type MyProfile = MyProfileResponse;

export type {
  AgeBandResponse as AgeBand,
  CreateProfileResponse,
  ExperienceRegistrationRequest,
  InterestListResponse,
  BrowseCardResponse as BrowseCard,
  BrowsePageResponse as BrowsePage,
  PublicProfileResponse as PublicProfile,
  PeopleFiltersRequest as PeopleFilters,
  ProfileEnrollmentResponse as ProfileEnrollment,
  ProfilePropertyChange,
  PromptExampleResponse as PromptExample,
  VideoResponse as ProfileVideo,
} from './generated/profile.gen';
