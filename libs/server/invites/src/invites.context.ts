import type { ServerContext } from '@ember/platform';
import { invitesErrorMap } from './http/invites.error-map.js';
import { invitesDatabase } from './infrastructure/invites.database.js';

export const invitesContext: ServerContext = { database: invitesDatabase, errors: invitesErrorMap };
