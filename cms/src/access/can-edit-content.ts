import type { Access } from 'payload';

import { roleOf } from './roles';

/** Admins and editors create, change, publish and delete content; viewers cannot. */
export const canEditContent: Access = ({ req }) => {
  const role = roleOf(req);
  return role === 'admin' || role === 'editor';
};
