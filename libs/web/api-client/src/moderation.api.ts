import { moderationEndpoints } from './generated/moderation.gen';

/**
 * Moderation: a report also blocks, so it refreshes what blocks change (candidates, picks,
 * rounds). In the console, every change to a member refreshes the members and the audit log, and
 * every verdict on a photo or video refreshes the review queue.
 */
export const moderationApi = moderationEndpoints.enhanceEndpoints({
  addTagTypes: [
    'Blocks',
    'Candidates',
    'MyPicks',
    'Rounds',
    'MyGroup',
    'AdminMembers',
    'AuditLog',
    'Reports',
    'ContentReview',
    'AdminFormats',
  ],
  endpoints: {
    reportMember: { invalidatesTags: ['Blocks', 'Candidates', 'MyPicks', 'Rounds', 'MyGroup', 'Reports'] },
    listOpenReports: { providesTags: ['Reports'] },
    resolveReport: { invalidatesTags: ['Reports', 'AdminMembers', 'AuditLog', 'ContentReview'] },
    listContentAwaitingReview: { providesTags: ['ContentReview'] },
    approveContent: { invalidatesTags: ['ContentReview', 'AuditLog'] },
    removeContent: { invalidatesTags: ['ContentReview', 'AuditLog', 'Reports'] },
    listAdminFormats: { providesTags: ['AdminFormats'] },
    unpublishFormat: { invalidatesTags: ['AdminFormats', 'AuditLog'] },
    searchMembers: { providesTags: ['AdminMembers'] },
    getAdminMember: { providesTags: ['AdminMembers'] },
    grantMemberRole: { invalidatesTags: ['AdminMembers', 'AuditLog'] },
    revokeMemberRole: { invalidatesTags: ['AdminMembers', 'AuditLog'] },
    suspendMember: { invalidatesTags: ['AdminMembers', 'AuditLog'] },
    unsuspendMember: { invalidatesTags: ['AdminMembers', 'AuditLog'] },
    listAuditEntries: { providesTags: ['AuditLog'] },
  },
});

export const {
  useReportMemberMutation,
  useSearchMembersQuery,
  useGetAdminMemberQuery,
  useGrantMemberRoleMutation,
  useRevokeMemberRoleMutation,
  useSuspendMemberMutation,
  useUnsuspendMemberMutation,
  useListAuditEntriesQuery,
  useListOpenReportsQuery,
  useResolveReportMutation,
  useListContentAwaitingReviewQuery,
  useApproveContentMutation,
  useRemoveContentMutation,
  useListAdminFormatsQuery,
  useUnpublishFormatMutation,
} = moderationApi;

/** The audit log as CSV: a plain download link, so the browser saves the file. */
export const auditLogCsvPath = '/api/admin/audit/export.csv';

export type {
  AdminFormatResponse as AdminFormat,
  AdminMemberResponse as AdminMember,
  AuditEntryResponse as AuditEntry,
  ContentReviewItemResponse as ContentReviewItem,
  ListAdminFormatsApiArg,
  MemberMediaResponse as MemberMedia,
  ReportCaseResponse as ReportCase,
  ReportMemberRequest,
} from './generated/moderation.gen';
