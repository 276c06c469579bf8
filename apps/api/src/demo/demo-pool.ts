import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DemoClient } from './demo-client.js';
import {
  type DemoMember,
  demoEmail,
  demoMembers,
  demoOperatorEmail,
  demoProgramId,
  demoTimeSlots,
} from './demo-members.js';

/** The portraits and clips made for the demo (tools/demo/make-media.ts), beside the repository's tools. */
export const demoMediaDir = join(import.meta.dirname, '../../../../tools/demo/media');

/** Opens a session for an address, creating its account on first use (no e-mail round trip). */
export type SessionOpener = (email: string) => Promise<{ sessionToken: string; userId: string }>;

export interface DemoContext {
  baseUrl: string;
  openSession: SessionOpener;
  /** Marks the member's profile as a demo member's (cards and profile views say so). */
  markDemo: (userId: string) => Promise<void>;
  log: (line: string) => void;
  /** How long to wait for the worker to transcode the demo clips. */
  videoTimeoutMs?: number;
}

interface Video {
  id: string;
  promptType: string;
  status: string;
}
interface Profile {
  id: string;
  videos: Video[];
}
interface Round {
  id: string;
  programId: string;
  status: string;
  acceptingPicks: boolean;
  picksCloseAt: string;
}
interface Candidate {
  id: string;
}

export interface SeatedMember {
  member: DemoMember;
  client: DemoClient;
  profileId: string;
}

const pickLevel = { circle: 4, pool: 2, newcomer: 3 } as const;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function clientFor(context: DemoContext, email: string): Promise<DemoClient> {
  return (await sessionFor(context, email)).client;
}

async function sessionFor(context: DemoContext, email: string): Promise<{ client: DemoClient; userId: string }> {
  const { sessionToken, userId } = await context.openSession(email);
  return { client: new DemoClient(context.baseUrl, sessionToken), userId };
}

/** The member's profile, made the way the onboarding wizard makes it the first time. */
async function ensureProfile(client: DemoClient, member: DemoMember): Promise<Profile> {
  const mine = await client.get<Profile>('/api/profiles/me');
  if (mine.status === 200) return mine.body;
  const registration = {
    FirstName: member.firstName,
    Age: member.age,
    UserSex: member.sex,
    Location: 'Canada:Ontario:Toronto',
    NewLocation: '',
    ActivityPreferences: ['topic-conversations'],
    Neighborhoods: member.neighborhoods,
    CanHost: false,
    AvailableTimeSlots: demoTimeSlots,
    Interests: [member.interest],
  };
  const form = new FormData();
  form.set('ProfileJson', JSON.stringify(registration));
  const photo = await readFile(join(demoMediaDir, `${member.firstName.toLowerCase()}.jpg`));
  form.set('Photo', new Blob([photo], { type: 'image/jpeg' }), 'portrait.jpg');
  DemoClient.expect(await client.form('/api/profiles', form), 201, 200);
  return DemoClient.expect(await client.get<Profile>('/api/profiles/me'), 200);
}

/** Enrols the member in the coffee campaign; false when its registration has closed. */
async function ensureEnrolled(client: DemoClient, member: DemoMember): Promise<boolean> {
  const response = await client.json('POST', '/api/enrollments', {
    programId: demoProgramId,
    neighborhoods: member.neighborhoods,
    timeSlots: demoTimeSlots,
    interests: [member.interest.name],
    activityPreferences: ['topic-conversations'],
    canHost: false,
    customAnswers: null,
  });
  if (response.status === 409) return false;
  DemoClient.expect(response, 201, 200);
  return true;
}

/** A fun and a useful clip, uploaded unless the member has them already. */
async function ensureVideos(client: DemoClient): Promise<void> {
  const slots = [
    { promptId: 'dad_joke', promptType: 'fun', file: 'fun.mp4' },
    { promptId: 'travel_advice', promptType: 'useful', file: 'useful.mp4' },
  ];
  const { videos } = DemoClient.expect(await client.get<{ videos: Video[] }>('/api/videos'), 200);
  for (const slot of slots) {
    if (videos.some((video) => video.promptType === slot.promptType && video.status !== 'failed')) continue;
    const form = new FormData();
    form.set('location', 'CA:ON:Toronto');
    form.set('promptId', slot.promptId);
    form.set('promptType', slot.promptType);
    const clip = await readFile(join(demoMediaDir, slot.file));
    form.set('video', new Blob([clip], { type: 'video/mp4' }), slot.file);
    DemoClient.expect(await client.form('/api/videos/upload', form), 201);
  }
}

async function videosReady(client: DemoClient): Promise<boolean> {
  const { videos } = DemoClient.expect(await client.get<{ videos: Video[] }>('/api/videos'), 200);
  const ready = (type: string) => videos.some((video) => video.promptType === type && video.status === 'ready');
  return ready('fun') && ready('useful');
}

/** The demo round: the coffee round taking picks now, as a demo member sees it. */
export async function openDemoRound(client: DemoClient): Promise<Round | null> {
  const { rounds } = DemoClient.expect(await client.get<{ rounds: Round[] }>('/api/rounds/mine'), 200);
  return rounds.find((round) => round.programId === demoProgramId && round.acceptingPicks) ?? null;
}

async function candidatesOf(client: DemoClient, roundId: string): Promise<Candidate[]> {
  const response = await client.get<{ candidates: Candidate[] }>(`/api/rounds/${roundId}/candidates`);
  return DemoClient.expect(response, 200).candidates;
}

async function pick(client: DemoClient, roundId: string, profileId: string, level: number): Promise<void> {
  DemoClient.expect(
    await client.json('PUT', `/api/rounds/${roundId}/picks/${profileId}`, { level, romance: false }),
    200,
  );
}

/** Signs every demo member in; with `prepare`, makes what each still lacks (profile, enrolment, clips). */
export async function seatDemoMembers(context: DemoContext, prepare: boolean): Promise<SeatedMember[] | null> {
  const seated: SeatedMember[] = [];
  for (const member of demoMembers) {
    const { client, userId } = await sessionFor(context, demoEmail(member));
    const profile = prepare
      ? await ensureProfile(client, member)
      : DemoClient.expect(await client.get<Profile>('/api/profiles/me'), 200);
    if (prepare) {
      await context.markDemo(userId);
      if (!(await ensureEnrolled(client, member))) return null;
      await ensureVideos(client);
    }
    seated.push({ member, client, profileId: profile.id });
  }
  return seated;
}

/**
 * The demo pool in the open coffee round: eleven members with photos, interests and two clips
 * each, who pick each other (warmly within two circles), so groups form from mutual picks. Safe to
 * run on every start: it makes only what is missing.
 */
export async function seedDemoPool(context: DemoContext): Promise<'seeded' | 'no-open-round'> {
  const seated = await seatDemoMembers(context, true);
  if (!seated) return 'no-open-round';
  context.log(`demo: ${seated.length} members have profiles; waiting for the worker to finish their clips`);
  const deadline = Date.now() + (context.videoTimeoutMs ?? 300_000);
  for (const { client, member } of seated) {
    while (!(await videosReady(client))) {
      if (Date.now() > deadline) throw new Error(`demo: ${member.firstName}'s clips were not ready in time`);
      await wait(1000);
    }
  }
  const round = await openDemoRound(seated[0]!.client);
  if (!round) return 'no-open-round';
  // Two circles of friends who would gladly meet the rest of the pool too: every pick is mutual,
  // so formation can always make room for a newcomer beside the people they picked.
  const circleOf = (index: number) => (index < 6 ? 0 : 1);
  for (const [index, { client }] of seated.entries()) {
    const open = new Set((await candidatesOf(client, round.id)).map((candidate) => candidate.id));
    for (const [other, target] of seated.entries()) {
      if (other === index || !open.has(target.profileId)) continue;
      await pick(
        client,
        round.id,
        target.profileId,
        circleOf(other) === circleOf(index) ? pickLevel.circle : pickLevel.pool,
      );
    }
  }
  context.log(`demo: the pool picks in round ${round.id}, open until ${round.picksCloseAt}`);
  return 'seeded';
}

/** Each demo member picks back every candidate who is not a demo member: the newcomers who joined. */
export async function answerNewcomers(seated: SeatedMember[], roundId: string): Promise<number> {
  const demoProfiles = new Set(seated.map((member) => member.profileId));
  let picks = 0;
  for (const { client } of seated) {
    for (const candidate of await candidatesOf(client, roundId)) {
      if (demoProfiles.has(candidate.id)) continue;
      await pick(client, roundId, candidate.id, pickLevel.newcomer);
      picks++;
    }
  }
  return picks;
}

/** The demo operator: an admin (the demo process names it in ADMIN_EMAILS) who moves the round on. */
export function operatorClient(context: DemoContext): Promise<DemoClient> {
  return clientFor(context, demoOperatorEmail);
}
