import { z } from 'zod';
import { defineJob } from './job-definition.js';

/** Every queue the worker runs, named `<context>.<purpose>`. */
export const queueNames = {
  mail: 'mail.outbound',
  mediaImage: 'media.image',
  mediaVideo: 'media.video',
  rounds: 'rounds.schedule',
  payments: 'payments.ledger',
  hosting: 'hosting.lifecycle',
} as const;

export type QueueName = (typeof queueNames)[keyof typeof queueNames];

const mediaJob = z.object({ mediaId: z.uuid() });

/** A round's phase job: the round, and when the phase is due (a new time is a new run). */
const roundPhaseJob = z.object({ roundId: z.uuid(), dueAt: z.iso.datetime() });
const roundPhase = {
  queue: queueNames.rounds,
  payload: roundPhaseJob,
  jobId: (payload: { roundId: string }) => payload.roundId,
};

/** A published format's phase job: the format, and when the phase is due (a new time is a new run). */
const formatPhase = {
  queue: queueNames.hosting,
  payload: z.object({ formatId: z.uuid(), dueAt: z.iso.datetime() }),
  jobId: (payload: { formatId: string }) => payload.formatId,
};

const attachment = z.object({
  filename: z.string().min(1),
  contentType: z.string().min(1),
  content: z.string(),
});

/**
 * Every job name with its payload schema and id rule. Producers are typed from it, payloads are
 * checked on both ends, and the worker refuses to start unless each job has exactly one handler.
 */
export const jobs = {
  'mail.send': defineJob({
    queue: queueNames.mail,
    payload: z.object({
      messageId: z.string().min(1),
      to: z.email(),
      subject: z.string().min(1),
      text: z.string(),
      html: z.string(),
      attachments: z.array(attachment).optional(),
    }),
    jobId: (payload) => payload.messageId,
    attempts: 8,
    backoffMs: 5_000,
  }),
  /** A profile photo becomes a JPEG of at most 1920 px plus a thumbnail, without metadata. */
  'media.compress-image': defineJob({
    queue: queueNames.mediaImage,
    payload: mediaJob,
    jobId: (payload) => payload.mediaId,
    attempts: 5,
    backoffMs: 2_000,
  }),
  /** A prompt video becomes an H.264/AAC MP4 (at most 15 s and a margin) plus a poster. */
  'media.transcode-video': defineJob({
    queue: queueNames.mediaVideo,
    payload: mediaJob,
    jobId: (payload) => payload.mediaId,
    attempts: 4,
    backoffMs: 5_000,
  }),
  /** A scheduled round opens for picks. */
  'rounds.open-picks': defineJob({ ...roundPhase, attempts: 8, backoffMs: 2_000 }),
  /** Candidates are reminded before picks close, with how many people they have picked. */
  'rounds.remind-picks': defineJob({ ...roundPhase, attempts: 8, backoffMs: 5_000 }),
  /** Picks close: the round moves to forming and its formation job follows. */
  'rounds.close-picks': defineJob({ ...roundPhase, attempts: 8, backoffMs: 2_000 }),
  /** Groups are formed from the mutual picks, stored, and every candidate is told the outcome. */
  'rounds.form-groups': defineJob({ ...roundPhase, attempts: 5, backoffMs: 10_000 }),
  /** A hosted format's approval deadline: groups its host did not answer are approved. */
  'rounds.approve-groups': defineJob({ ...roundPhase, attempts: 8, backoffMs: 5_000 }),
  /** The review deadline: groups with their minimum joined are confirmed, the rest released. */
  'rounds.close-review': defineJob({ ...roundPhase, attempts: 8, backoffMs: 5_000 }),
  /** A format's interest closed: its selection round opens, with the interested members as its pool (once per format). */
  'rounds.open-format-round': defineJob({
    queue: queueNames.rounds,
    payload: z.object({ formatId: z.uuid(), dueAt: z.iso.datetime() }),
    jobId: (payload) => payload.formatId,
    attempts: 8,
    backoffMs: 5_000,
  }),
  /** Every minute: each unfinished round has the job of its next phase (seeded rounds, lost jobs). */
  'rounds.sweep': defineJob({
    queue: queueNames.rounds,
    payload: z.object({}),
    jobId: () => 'sweep',
    attempts: 1,
    backoffMs: 1_000,
  }),
  /** A format's interest period ends: closed with enough interest, extended once, or called off. */
  'hosting.close-interest': defineJob({ ...formatPhase, attempts: 8, backoffMs: 5_000 }),
  /** The end of a format's interest period after its one extension for too little interest. */
  'hosting.close-extended-interest': defineJob({ ...formatPhase, attempts: 8, backoffMs: 5_000 }),
  /** Every minute: each format collecting interest has the job of its end (seeded formats, lost jobs). */
  'hosting.sweep': defineJob({
    queue: queueNames.hosting,
    payload: z.object({}),
    jobId: () => 'sweep',
    attempts: 1,
    backoffMs: 1_000,
  }),
  /** Three months after it was paid, a deposit no group used goes back (once, keyed by the deposit). */
  'payments.refund-deposit': defineJob({
    queue: queueNames.payments,
    payload: z.object({ paymentId: z.uuid(), dueAt: z.iso.datetime() }),
    jobId: (payload) => payload.paymentId,
    attempts: 8,
    backoffMs: 60_000,
  }),
  /** After a group's event: fees and host earnings booked, deposits returned, the host's payout made due. */
  'payments.settle-group': defineJob({
    queue: queueNames.payments,
    payload: z.object({ groupId: z.uuid(), dueAt: z.iso.datetime() }),
    jobId: (payload) => payload.groupId,
    attempts: 8,
    backoffMs: 60_000,
  }),
  /** Pays a host's payout (transfer and payout at the provider, keyed by the payout). */
  'payments.pay-host': defineJob({
    queue: queueNames.payments,
    payload: z.object({ payoutId: z.uuid() }),
    jobId: (payload) => payload.payoutId,
    attempts: 6,
    backoffMs: 5 * 60_000,
  }),
  /** Daily: the ledger against the provider; lost refunds and pending payouts finished. */
  'payments.reconcile': defineJob({
    queue: queueNames.payments,
    payload: z.object({}),
    jobId: () => 'reconcile',
    attempts: 3,
    backoffMs: 10 * 60_000,
  }),
};

export type JobName = keyof typeof jobs;
export type JobPayload<Name extends JobName> = z.infer<(typeof jobs)[Name]['payload']>;
