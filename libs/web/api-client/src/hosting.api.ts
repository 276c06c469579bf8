import { hostingEndpoints } from './generated/hosting.gen';

/**
 * Hosting with cache tags: every change to a format refreshes the host's formats, that format,
 * the dashboard and the activity list; claiming a format signs in, so the session follows too.
 */
/** What a change to one format makes stale: the lists, that format, the figures and the public pages. */
const formatChanged = (_result: unknown, _error: unknown, { id }: { id: string }) => [
  'HostFormats' as const,
  { type: 'HostFormat' as const, id },
  'HostDashboard' as const,
  'HostActivity' as const,
  'PublicFormats' as const,
];

export const hostingApi = hostingEndpoints.enhanceEndpoints({
  addTagTypes: [
    'HostFormats',
    'HostFormat',
    'HostDashboard',
    'HostActivity',
    'PublicFormats',
    'MyInterest',
    'Session',
    'CurrentUser',
  ],
  endpoints: {
    listMyFormats: { providesTags: ['HostFormats'] },
    getFormat: { providesTags: (_result, _error, { id }) => [{ type: 'HostFormat', id }] },
    getHostDashboard: { providesTags: ['HostDashboard'] },
    listHostActivity: { providesTags: ['HostActivity'] },
    searchFormats: { providesTags: ['PublicFormats'] },
    getPublicFormat: { providesTags: ['PublicFormats'] },
    // The first draft makes a signed-in member a host: the session's roles change with it.
    createFormatDraft: { invalidatesTags: ['HostFormats', 'HostDashboard', 'HostActivity', 'Session', 'CurrentUser'] },
    updateFormat: { invalidatesTags: formatChanged },
    publishFormat: { invalidatesTags: formatChanged },
    archiveFormat: { invalidatesTags: formatChanged },
    deleteFormat: { invalidatesTags: formatChanged },
    duplicateFormat: { invalidatesTags: ['HostFormats', 'HostDashboard', 'HostActivity'] },
    getMyInterest: { providesTags: (_result, _error, { slug }) => [{ type: 'MyInterest', id: slug }] },
    registerInterest: {
      invalidatesTags: (_result, _error, { slug }) => [{ type: 'MyInterest', id: slug }, 'HostFormat', 'HostDashboard'],
    },
    withdrawInterest: {
      invalidatesTags: (_result, _error, { slug }) => [{ type: 'MyInterest', id: slug }, 'HostFormat', 'HostDashboard'],
    },
    claimFormat: { invalidatesTags: ['HostFormats', 'HostDashboard', 'HostActivity', 'Session', 'CurrentUser'] },
  },
});

export const {
  useClaimFormatMutation,
  useCreateFormatDraftMutation,
  useListMyFormatsQuery,
  useGetPublicFormatQuery,
  useSearchFormatsQuery,
  useDeleteFormatMutation,
  useGetFormatQuery,
  useUpdateFormatMutation,
  useArchiveFormatMutation,
  useDuplicateFormatMutation,
  usePublishFormatMutation,
  useListHostActivityQuery,
  useLazyListHostActivityQuery,
  useGetHostDashboardQuery,
  useGetMyInterestQuery,
  useRegisterInterestMutation,
  useWithdrawInterestMutation,
} = hostingApi;

export type {
  ClaimedFormatResponse as ClaimedFormat,
  EventFormatDetailsResponse as EventFormatDetails,
  EventFormatResponse as EventFormat,
  FormatDraftRequest as FormatDraftPayload,
  HostActivityItemResponse as HostActivityItem,
  HostDashboardResponse as HostDashboard,
  MyInterestResponse as MyInterest,
  PublicEventFormatResponse as PublicEventFormat,
  TrendResponse as Trend,
} from './generated/hosting.gen';
