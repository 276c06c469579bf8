import { useGetCurrentUserQuery, useGetMyProfileQuery } from '@ember/api-client';

export interface HostIdentity {
  /** The name the host goes by: the profile's first name, else the e-mail address. */
  name: string;
  email: string | null;
  loading: boolean;
}

/**
 * Who the signed-in host is. Hosts who came in through the wizard's e-mail link may have no member
 * profile (and so no first name) yet: they are named by their e-mail address.
 */
export function useHostIdentity(): HostIdentity {
  const user = useGetCurrentUserQuery();
  const profile = useGetMyProfileQuery(undefined, { skip: !user.data?.hasProfile });
  const email = user.data?.id ?? null;
  const name = profile.data?.firstName?.trim() || email || '';
  return { name, email, loading: user.isLoading || profile.isLoading };
}
