import { matchingRoundsEndpoints } from './generated/matching-rounds.gen';

/**
 * Matching rounds with cache tags: a pick changes the member's picks and their round's pick count;
 * joining or declining changes the group and the round; a block changes candidates and picks.
 */
export const matchingRoundsApi = matchingRoundsEndpoints.enhanceEndpoints({
  addTagTypes: ['Rounds', 'Candidates', 'MyPicks', 'MyGroup', 'Blocks', 'HostedRounds'],
  endpoints: {
    listMyRounds: { providesTags: ['Rounds'] },
    getMyRound: { providesTags: ['Rounds'] },
    listCandidates: { providesTags: ['Candidates'] },
    listMyPicks: { providesTags: ['MyPicks'] },
    putPick: { invalidatesTags: ['MyPicks', 'Rounds'] },
    removePick: { invalidatesTags: ['MyPicks', 'Rounds'] },
    getMyGroup: { providesTags: ['MyGroup'] },
    joinGroup: { invalidatesTags: ['MyGroup', 'Rounds'] },
    declineGroup: { invalidatesTags: ['MyGroup', 'Rounds'] },
    listBlocks: { providesTags: ['Blocks'] },
    blockMember: { invalidatesTags: ['Blocks', 'Candidates', 'MyPicks', 'Rounds'] },
    unblockMember: { invalidatesTags: ['Blocks', 'Candidates', 'Rounds'] },
    listHostedRounds: { providesTags: ['HostedRounds'] },
    getRoundReport: { providesTags: ['HostedRounds'] },
    createRound: { invalidatesTags: ['HostedRounds', 'Rounds'] },
    rescheduleRound: { invalidatesTags: ['HostedRounds', 'Rounds'] },
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
  useJoinGroupMutation,
  useDeclineGroupMutation,
  useListBlocksQuery,
  useBlockMemberMutation,
  useUnblockMemberMutation,
  useListHostedRoundsQuery,
  useGetRoundReportQuery,
  useCreateRoundMutation,
  useRescheduleRoundMutation,
} = matchingRoundsApi;

export type {
  MemberCardResponse as MemberCard,
  MyGroupResponse as MyGroup,
  MyPickResponse as MyPick,
  MyRoundResponse as MyRound,
  RoundReportResponse as RoundReport,
  RoundResponse as Round,
} from './generated/matching-rounds.gen';
