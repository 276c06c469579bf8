import type { Access } from 'payload';

import { roleOf } from './roles';

/** The public reads published documents only; CMS users also read drafts. */
export const publishedOrStaff: Access = ({ req }) => {
  if (roleOf(req) !== undefined) return true;
  return { _status: { equals: 'published' } };
};
