import { useGetCurrentUserQuery, useGetHostDashboardQuery, useGetMyProfileQuery } from '@ember/api-client';

export interface HostIdentity {
  /** The name the host goes by: the first name on their formats or profile, else the e-mail address. */
  name: string;
  email: string | null;
  loading: boolean;
}

/**
 * Who the signed-in host is. Hosts who came in through the wizard's e-mail link may have no member
 * profile: the first name they gave their formats names them, else their e-mail address.
 */
export function useHostIdentity(): HostIdentity {
  const user = useGetCurrentUserQuery();
  const dashboard = useGetHostDashboardQuery({ id: 'me' });
  const profile = useGetMyProfileQuery(undefined, { skip: !user.data?.hasProfile });
  const email = user.data?.id ?? null;
  const name = dashboard.data?.host.firstName?.trim() || profile.data?.firstName?.trim() || email || '';
  return { name, email, loading: user.isLoading || dashboard.isLoading || profile.isLoading };
}
