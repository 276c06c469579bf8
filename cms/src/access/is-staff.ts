import type { Access, PayloadRequest } from 'payload';

import { roleOf } from './roles';

/** Any signed-in CMS user with a role: admins, editors and viewers may open the admin UI and read drafts. */
export const isStaff: Access = ({ req }) => roleOf(req) !== undefined;

export function isStaffRequest(req: PayloadRequest): boolean {
  return roleOf(req) !== undefined;
}
