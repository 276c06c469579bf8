import type { Access, FieldAccess } from 'payload';

import { roleOf } from './roles';

export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin';

export const isAdminField: FieldAccess = ({ req }) => roleOf(req) === 'admin';
