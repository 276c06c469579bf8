import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { type INestApplicationContext, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { hostingContext } from '@ember/hosting';
import { identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { invitesContext } from '@ember/invites';
import { systemClock } from '@ember/kernel';
import { MediaModule, MediaWorkerModule, mediaContext } from '@ember/media';
import { PaymentsModule, paymentsContext } from '@ember/payments';
import { aVideo, uploadReadyVideo } from '@ember/media/testing';
import {
  ConfigModule,
  DatabaseModule,
  LoggingModule,
  MailModule,
  QueuesModule,
  RedisModule,
  type ServerContext,
} from '@ember/platform';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { ProfileModule, profileContext } from '@ember/profile';
import { ProgramsModule, programsContext, seedPrograms } from '@ember/programs';
import { matchingRoundsContext } from '../matching-rounds.context.js';
import { MatchingRoundsWorkerModule } from '../matching-rounds-worker.module.js';
import { MatchingRoundsModule } from '../matching-rounds.module.js';

const roundsContexts = [
  identityContext,
  invitesContext,
  programsContext,
  mediaContext,
  profileContext,
  paymentsContext,
  hostingContext,
  matchingRoundsContext,
];

export interface RoundsTestApp extends TestApp {
  /** A clip every test member uploads as their fun and useful video. */
  video: Buffer;
  /** Another worker process on the same database, Redis and queues, as a second replica runs. */
  startSecondWorker(): Promise<INestApplicationContext>;
}

/**
 * The api with the matching rounds, profiles, programs, media and payments (test mode), and in the same process the
 * worker's processors for rounds, videos and mail; real PostgreSQL, Redis and SMTP. The program
 * catalogue is seeded; `ADMIN_EMAILS` makes admin@example.com an admin.
 */
export async function startRoundsTestApp(
  env: Record<string, string> = {},
  options: { redisUrl?: string; imports?: Type[]; contexts?: ServerContext[] } = {},
): Promise<RoundsTestApp> {
  const root = await mkdtemp(join(tmpdir(), 'ember-rounds-test-'));
  const harness = await startTestApp({
    imports: [
      ProfileModule,
      ProgramsModule,
      MediaModule,
      MediaWorkerModule,
      MatchingRoundsModule,
      MatchingRoundsWorkerModule,
      PaymentsModule,
      ...(options.imports ?? []),
    ],
    // A test may name a context the harness has already (hosting): each is loaded once.
    contexts: [...new Set([...roundsContexts, ...(options.contexts ?? [])])],
    queues: ['media.video', 'media.image', 'rounds.schedule'],
    env: {
      MEDIA_DIR: join(root, 'store'),
      MEDIA_WORK_DIR: join(root, 'work'),
      ADMIN_EMAILS: 'admin@example.com',
      MEMBERS_VISIBLE_FROM: '2020-02-14',
      ...env,
    },
    redisUrl: options.redisUrl,
  });
  await seedPrograms(harness.app.get(MikroORM).em.fork(), systemClock);
  const video = await readFile(await aVideo(join(root, 'clip.webm'), { seconds: 1, width: 160, height: 120 }));
  const others: INestApplicationContext[] = [];
  return {
    ...harness,
    video,
    async startSecondWorker() {
      @Module({
        imports: [
          ConfigModule.forRoot(harness.config),
          LoggingModule.forRoot(),
          DatabaseModule.forRoot(roundsContexts.map((context) => context.database)),
          RedisModule,
          MailModule,
          QueuesModule.forWorker({ concurrency: {}, queues: ['rounds.schedule'] }),
          MatchingRoundsWorkerModule,
        ],
      })
      class SecondWorkerModule {}
      const worker = await NestFactory.createApplicationContext(SecondWorkerModule, {
        logger: false,
        abortOnError: false,
      });
      await worker.init();
      others.push(worker);
      return worker;
    },
    async close() {
      for (const worker of others) await worker.close();
      await harness.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export interface MemberOptions {
  firstName: string;
  sex?: 'male' | 'female';
  age?: number;
  programId?: string;
  neighborhoods?: string[];
  slots?: { dayOfWeek: number; hour: number }[];
  /** Uploads the fun and useful videos that make the member discoverable (default true). */
  discoverable?: boolean;
  hasVenue?: boolean;
}

export interface TestMember {
  email: string;
  browser: TestBrowser;
  profileId: string;
  firstName: string;
}

const interest = {
  name: 'Board games',
  lookingFor: 'people who like a slow strategy game and a chat',
  contribute: 'I bring a shelf of games and teach the rules patiently',
};

/**
 * A member as the web app makes one: signs in with the e-mailed code, submits the onboarding
 * profile, enrols in the program, and uploads a fun and a useful video (processed by the worker).
 */
export async function aMember(harness: RoundsTestApp, email: string, options: MemberOptions): Promise<TestMember> {
  const browser = new TestBrowser(harness.http);
  await signIn(browser, harness.smtp, email);
  const slots = options.slots ?? [{ dayOfWeek: 6, hour: 9 }];
  const neighborhoods = options.neighborhoods ?? ['downtown'];
  const profile = {
    FirstName: options.firstName,
    Age: options.age ?? 31,
    UserSex: options.sex ?? 'female',
    Location: 'Canada:Ontario:Toronto',
    NewLocation: '',
    ActivityPreferences: ['topic-conversations'],
    Neighborhoods: neighborhoods,
    CanHost: options.hasVenue ?? false,
    HostingDetails: options.hasVenue ? { hasVenue: true, venueName: `${options.firstName}'s kitchen` } : undefined,
    AvailableTimeSlots: slots,
    Interests: [interest],
  };
  const created = await browser.post('/api/profiles').field('ProfileJson', JSON.stringify(profile)).expect(201);
  await browser
    .post('/api/enrollments', {
      programId: options.programId ?? 'prog-coffee',
      neighborhoods,
      timeSlots: slots,
      interests: [interest.name],
      activityPreferences: ['topic-conversations'],
      canHost: options.hasVenue ?? false,
      ...(options.hasVenue ? { hostingDetails: { hasVenue: true, venueName: `${options.firstName}'s kitchen` } } : {}),
    })
    .expect(201);
  if (options.discoverable ?? true) {
    await uploadReadyVideo(browser, harness.video, { id: 'dad_joke', type: 'fun' });
    await uploadReadyVideo(browser, harness.video, { id: 'travel_advice', type: 'useful' });
  }
  return { email, browser, profileId: created.body.data.profile.id as string, firstName: options.firstName };
}

/** Polls until `done` answers true. */
export async function waitFor(done: () => Promise<boolean>, timeoutMs = 30_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
