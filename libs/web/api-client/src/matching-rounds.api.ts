import { matchingRoundsEndpoints } from './generated/matching-rounds.gen';

/**
 * Matching rounds with cache tags: a pick changes the member's picks and their round's pick count;
 * joining or declining changes the group and the round (and the member's payments); a block
 * changes candidates and picks.
 */
export const matchingRoundsApi = matchingRoundsEndpoints.enhanceEndpoints({
  addTagTypes: ['Rounds', 'Candidates', 'MyPicks', 'MyGroup', 'Blocks', 'HostedRounds', 'MyPayments', 'FormatGroups'],
  endpoints: {
    listMyRounds: { providesTags: ['Rounds'] },
    getMyRound: { providesTags: ['Rounds'] },
    listCandidates: { providesTags: ['Candidates'] },
    listMyPicks: { providesTags: ['MyPicks'] },
    putPick: { invalidatesTags: ['MyPicks', 'Rounds'] },
    removePick: { invalidatesTags: ['MyPicks', 'Rounds'] },
    getMyGroup: { providesTags: ['MyGroup'] },
    // Checking out prepares a payment; joining holds it; cancelling refunds it (payments' own tag).
    checkoutGroup: { invalidatesTags: ['MyPayments'] },
    joinGroup: { invalidatesTags: ['MyGroup', 'Rounds', 'MyPayments'] },
    cancelMyPlace: { invalidatesTags: ['MyGroup', 'Rounds', 'MyPayments'] },
    declineGroup: { invalidatesTags: ['MyGroup', 'Rounds'] },
    listBlocks: { providesTags: ['Blocks'] },
    blockMember: { invalidatesTags: ['Blocks', 'Candidates', 'MyPicks', 'Rounds'] },
    unblockMember: { invalidatesTags: ['Blocks', 'Candidates', 'Rounds'] },
    listHostedRounds: { providesTags: ['HostedRounds'] },
    getRoundReport: { providesTags: ['HostedRounds'] },
    createRound: { invalidatesTags: ['HostedRounds', 'Rounds'] },
    rescheduleRound: { invalidatesTags: ['HostedRounds', 'Rounds'] },
    // A format's host approves or releases the groups its selection proposed.
    getFormatGroups: { providesTags: ['FormatGroups'] },
    approveGroup: { invalidatesTags: ['FormatGroups'] },
    releaseGroup: { invalidatesTags: ['FormatGroups'] },
    checkIn: { invalidatesTags: ['FormatGroups'] },
  },
});

export const {
  useListMyRoundsQuery,
  useGetMyRoundQuery,
  useListCandidatesQuery,
  useListMyPicksQuery,
  usePutPickMutation,
  useRemovePickMutation,
  useGetMyGroupQuery,
  useCheckoutGroupMutation,
  useJoinGroupMutation,
  useCancelMyPlaceMutation,
  useDeclineGroupMutation,
  useListBlocksQuery,
  useBlockMemberMutation,
  useUnblockMemberMutation,
  useListHostedRoundsQuery,
  useGetRoundReportQuery,
  useCreateRoundMutation,
  useRescheduleRoundMutation,
  useGetFormatGroupsQuery,
  useApproveGroupMutation,
  useReleaseGroupMutation,
  useCheckInMutation,
} = matchingRoundsApi;

export type {
  GroupCheckoutResponse as GroupCheckout,
  HostFormatGroupsResponse as FormatGroups,
  HostGroupResponse as ProposedGroup,
  MemberCardResponse as MemberCard,
  MyGroupResponse as MyGroup,
  MyPickResponse as MyPick,
  BlockedMemberResponse as BlockedMember,
  MyRoundResponse as MyRound,
  RoundReportResponse as RoundReport,
  RoundResponse as Round,
} from './generated/matching-rounds.gen';
