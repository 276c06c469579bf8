import type { ContextDatabase } from '@ember/platform';
import { ClaimLinkSchema } from './claim-link.schema.js';
import { EventFormatSchema } from './event-format.schema.js';
import { FormatActivitySchema } from './format-activity.schema.js';
import { hostingMigrations } from './migrations/index.js';
import {
  AttendanceRecordSchema,
  FormatGroupSchema,
  FormatPaymentSchema,
  InterestRegistrationSchema,
} from './read-model.schema.js';

export const hostingDatabase: ContextDatabase = {
  schema: 'hosting',
  entities: [
    EventFormatSchema,
    ClaimLinkSchema,
    FormatActivitySchema,
    InterestRegistrationSchema,
    FormatGroupSchema,
    FormatPaymentSchema,
    AttendanceRecordSchema,
  ],
  migrations: hostingMigrations,
};
