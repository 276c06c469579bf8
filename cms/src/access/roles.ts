import type { PayloadRequest } from 'payload';

/** The CMS roles: admins manage everything, editors (marketing) manage content, viewers only read. */
export const roles = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof roles)[number];

export function roleOf(req: Pick<PayloadRequest, 'user'>): Role | undefined {
  const user = req.user as { collection?: string; role?: unknown } | null | undefined;
  if (!user || user.collection !== 'users') return undefined;
  return roles.find((role) => role === user.role);
}
