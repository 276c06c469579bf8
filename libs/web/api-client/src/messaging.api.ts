import { messagingEndpoints } from './generated/messaging.gen';

/**
 * A confirmed group's chat over HTTP: the history a socket client falls back on, and reporting a
 * message. Live messages arrive over the socket (see the chat feature), not through this cache.
 */
export const messagingApi = messagingEndpoints.enhanceEndpoints({
  addTagTypes: ['ChatReports'],
  endpoints: {
    listChatReports: { providesTags: ['ChatReports'] },
    reportChatMessage: { invalidatesTags: ['ChatReports'] },
  },
});

export const { useLazyGetGroupChatQuery, useReportChatMessageMutation, useListChatReportsQuery } = messagingApi;

export type {
  ChatMemberResponse as ChatMember,
  ChatMessageResponse as ChatMessage,
  GroupChatResponse as GroupChat,
} from './generated/messaging.gen';
