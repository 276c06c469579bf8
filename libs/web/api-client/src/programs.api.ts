import { programsEndpoints } from './generated/programs.gen';

/** Programs and enrollments: enrolling refreshes the member's enrollments and own profile. */
export const programsApi = programsEndpoints.enhanceEndpoints({
  addTagTypes: ['Programs', 'Enrollments', 'MyProfile'],
  endpoints: {
    listPrograms: { providesTags: ['Programs'] },
    getProgram: { providesTags: ['Programs'] },
    getProgramBySlug: { providesTags: ['Programs'] },
    listUserEnrollments: { providesTags: ['Enrollments'] },
    listProgramEnrollments: { providesTags: ['Enrollments'] },
    createEnrollment: { invalidatesTags: ['Enrollments', 'MyProfile'] },
  },
});

export const {
  useListProgramsQuery,
  useGetProgramQuery,
  useGetProgramBySlugQuery,
  useListUserEnrollmentsQuery,
  useCreateEnrollmentMutation,
} = programsApi;

export type {
  CreateEnrollmentRequest,
  EnrollmentResponse as Enrollment,
  HalloweenPickValue as HalloweenPick,
  ProgramResponse as Program,
  ProgramConfigurationResponse as ProgramConfiguration,
} from './generated/programs.gen';
