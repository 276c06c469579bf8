import { invitesEndpoints } from './generated/invites.gen';

/** Invites: creating one refreshes the list of the member's own codes. */
export const invitesApi = invitesEndpoints.enhanceEndpoints({
  addTagTypes: ['Invites'],
  endpoints: {
    listOwnedInvites: { providesTags: ['Invites'] },
    getInvite: { providesTags: ['Invites'] },
    createInvite: { invalidatesTags: ['Invites'] },
  },
});

export const { useListOwnedInvitesQuery, useCreateInviteMutation } = invitesApi;

export type { InviteDetailsResponse as InviteDetails } from './generated/invites.gen';
