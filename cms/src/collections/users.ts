import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
} from 'payload';

import { adminOrSelf } from '../access/admin-or-self';
import { isAdmin, isAdminField } from '../access/is-admin';
import { isStaffRequest } from '../access/is-staff';
import { roles } from '../access/roles';

async function otherAdmins(req: Parameters<CollectionBeforeDeleteHook>[0]['req'], id: number | string) {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: id } }] },
    req,
  });
  return totalDocs;
}

/** The CMS keeps at least one admin: the last one can be neither demoted nor deleted. */
const keepLastAdminOnChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'update' && originalDoc?.role === 'admin' && data.role && data.role !== 'admin') {
    if ((await otherAdmins(req, originalDoc.id)) === 0) throw new APIError('The last admin cannot be demoted.', 400);
  }
  return data;
};

const keepLastAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, req, depth: 0 });
  if (user.role === 'admin' && (await otherAdmins(req, id)) === 0)
    throw new APIError('The last admin cannot be deleted.', 400);
};

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Settings' },
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  access: {
    admin: ({ req }) => isStaffRequest(req),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  hooks: { beforeChange: [keepLastAdminOnChange], beforeDelete: [keepLastAdminOnDelete] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'viewer',
      saveToJWT: true,
      options: roles.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description: 'Admin: everything. Editor: content only, can publish. Viewer: reads the admin, changes nothing.',
      },
    },
  ],
};
