import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { EventFormatSchema } from './event-format.schema.js';
import {
  AttendanceRecordRow,
  FormatGroupRecord,
  FormatPaymentRecord,
  InterestRegistrationRecord,
} from './read-model.records.js';

const format = <Row>() => foreignKey<Row>(() => EventFormatSchema, { fieldName: 'format_id', deleteRule: 'cascade' });

export const InterestRegistrationSchema = new EntitySchema<InterestRegistrationRecord>({
  class: InterestRegistrationRecord,
  tableName: 'interest_registrations',
  schema: 'hosting',
  uniques: [{ properties: ['formatId', 'memberId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    formatId: format<InterestRegistrationRecord>(),
    memberId: { type: 'uuid' },
    displayName: { type: 'string', length: 80, nullable: true },
    registeredAt: { type: 'datetime' },
    confirmedAt: { type: 'datetime', nullable: true },
    withdrawnAt: { type: 'datetime', nullable: true },
  },
});

export const FormatGroupSchema = new EntitySchema<FormatGroupRecord>({
  class: FormatGroupRecord,
  tableName: 'format_groups',
  schema: 'hosting',
  properties: {
    id: { type: 'uuid', primary: true },
    formatId: format<FormatGroupRecord>(),
    size: { type: 'smallint' },
    formedAt: { type: 'datetime' },
  },
});

export const FormatPaymentSchema = new EntitySchema<FormatPaymentRecord>({
  class: FormatPaymentRecord,
  tableName: 'format_payments',
  schema: 'hosting',
  properties: {
    id: { type: 'uuid', primary: true },
    paymentKey: { type: 'string', length: 120, unique: true },
    formatId: format<FormatPaymentRecord>(),
    memberId: { type: 'uuid' },
    kind: { type: 'string', length: 10 },
    amountCents: { type: 'integer' },
    hostEarningsCents: { type: 'integer' },
    occurredAt: { type: 'datetime' },
  },
});

export const AttendanceRecordSchema = new EntitySchema<AttendanceRecordRow>({
  class: AttendanceRecordRow,
  tableName: 'attendance_records',
  schema: 'hosting',
  uniques: [{ properties: ['formatId', 'memberId', 'groupKey'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    formatId: format<AttendanceRecordRow>(),
    memberId: { type: 'uuid' },
    groupKey: { type: 'string', length: 36 },
    attended: { type: 'boolean' },
    recordedAt: { type: 'datetime' },
  },
});
