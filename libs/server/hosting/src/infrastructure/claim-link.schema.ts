import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { ClaimLink } from '../domain/claim-link.entity.js';
import { EventFormatSchema } from './event-format.schema.js';

export const ClaimLinkSchema = new EntitySchema<ClaimLink>({
  class: ClaimLink,
  tableName: 'claim_links',
  schema: 'hosting',
  properties: {
    id: { type: 'uuid', primary: true },
    formatId: foreignKey<ClaimLink>(() => EventFormatSchema, { fieldName: 'format_id', deleteRule: 'cascade' }),
    email: { type: 'string', length: 254 },
    secretHash: { type: 'string', length: 64, unique: true },
    createdAt: { type: 'datetime' },
    expiresAt: { type: 'datetime' },
    usedAt: { type: 'datetime', nullable: true },
  },
});
