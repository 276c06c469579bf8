import type { Access } from 'payload';

import { roleOf } from './roles';

/** Admins reach every user; everyone else only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (roleOf(req) === 'admin') return true;
  if (!req.user) return false;
  return { id: { equals: req.user.id } };
};
