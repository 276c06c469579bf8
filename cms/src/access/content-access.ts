import type { CollectionConfig, GlobalConfig } from 'payload';

import { canEditContent } from './can-edit-content';
import { isStaff } from './is-staff';
import { publishedOrStaff } from './published-or-staff';

/** Access for a drafts-enabled content collection: public reads what is published, staff read history, editors write. */
export const contentAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  readVersions: isStaff,
  create: canEditContent,
  update: canEditContent,
  delete: canEditContent,
};

/** The same for a drafts-enabled global. Globals read drafts through `?draft=true` only when signed in. */
export const globalContentAccess: GlobalConfig['access'] = {
  read: publishedOrStaff,
  readVersions: isStaff,
  update: canEditContent,
};
