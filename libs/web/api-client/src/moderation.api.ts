import { moderationEndpoints } from './generated/moderation.gen';

/** Moderation: a report also blocks, so it refreshes what blocks change (candidates, picks, rounds). */
export const moderationApi = moderationEndpoints.enhanceEndpoints({
  addTagTypes: ['Blocks', 'Candidates', 'MyPicks', 'Rounds', 'MyGroup'],
  endpoints: {
    reportMember: { invalidatesTags: ['Blocks', 'Candidates', 'MyPicks', 'Rounds', 'MyGroup'] },
  },
});

export const { useReportMemberMutation } = moderationApi;

export type { ReportMemberRequest } from './generated/moderation.gen';
