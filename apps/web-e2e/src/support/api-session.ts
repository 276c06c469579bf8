import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { liftNetworkLimits } from './accounts';
import { signInCode } from './mail-inbox';
import { e2eStack } from './stack';

const exec = promisify(execFile);

/**
 * The api as the web app calls it, from the test process: cookies kept, the XSRF cookie echoed in
 * X-XSRF-TOKEN, the web's origin. Signing in reads the code from the mail catcher like a member.
 */
export class ApiSession {
  private readonly cookies = new Map<string, string>();

  private constructor(readonly email: string) {}

  static async signIn(email: string): Promise<ApiSession> {
    const session = new ApiSession(email);
    await session.call('GET', '/api/health/live');
    await liftNetworkLimits();
    let since = new Date();
    let sent = await session.call('POST', '/api/auth/magic-link/send', { email });
    // A retried test asks again within the minute between codes: wait as the answer says, once.
    const wait = (sent.body as { details?: { retryAfterSeconds?: number } } | null)?.details?.retryAfterSeconds;
    if (sent.status === 429 && wait !== undefined && wait <= 60) {
      await new Promise((done) => setTimeout(done, wait * 1000 + 500));
      since = new Date();
      sent = await session.call('POST', '/api/auth/magic-link/send', { email });
    }
    if (sent.status < 200 || sent.status >= 300) {
      throw new Error(`POST /api/auth/magic-link/send as ${email}: ${sent.status} ${JSON.stringify(sent.body)}`);
    }
    const code = await signInCode(email, since);
    await session.ok('POST', '/api/auth/magic-link/code', { email, code });
    return session;
  }

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { Accept: 'application/json', Origin: e2eStack.webOrigin };
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = xsrf;
    if (this.cookies.size > 0) {
      headers['Cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${e2eStack.webOrigin}${path}`, { method, headers, body: payload });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  /** The session's cookies, to hand a browser context the same signed-in session. */
  cookieList(): { name: string; value: string }[] {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  /** Calls and insists on a 2xx answer. */
  async ok<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call(method, path, body);
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`${method} ${path} as ${this.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body as T;
  }
}

/** A one-second clip from ffmpeg's generators, as a member's prompt video. */
export async function aClip(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'ember-e2e-clip-'));
  try {
    const path = join(dir, 'clip.webm');
    await exec('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=24', '-t', '1'],
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-an', path],
    ]);
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface SeededMember {
  session: ApiSession;
  profileId: string;
  firstName: string;
}

const interest = {
  name: 'Board Games',
  lookingFor: 'people who like a slow strategy game and a chat',
  contribute: 'I bring a shelf of games and teach the rules patiently',
};

/**
 * A discoverable member of prog-coffee (or another program) made through the api as the wizard and
 * the video screens make one: signed in with the mailed code, the onboarding profile, the
 * enrollment, a fun and a useful video processed by the worker.
 */
export async function aCoffeeMember(
  email: string,
  firstName: string,
  sex: string,
  clip: Buffer,
  programId = 'prog-coffee',
): Promise<SeededMember> {
  const session = await ApiSession.signIn(email);
  const profile = new FormData();
  profile.append(
    'ProfileJson',
    JSON.stringify({
      FirstName: firstName,
      Age: 31,
      UserSex: sex,
      Location: 'Canada:Ontario:Toronto',
      NewLocation: '',
      ActivityPreferences: ['topic-conversations'],
      Neighborhoods: ['downtown'],
      CanHost: false,
      AvailableTimeSlots: [{ dayOfWeek: 6, hour: 9 }],
      Interests: [interest],
    }),
  );
  const created = await session.ok<{ data: { profile: { id: string } } }>('POST', '/api/profiles', profile);
  await session.ok('POST', '/api/enrollments', {
    programId,
    neighborhoods: ['downtown'],
    timeSlots: [{ dayOfWeek: 6, hour: 9 }],
    interests: [interest.name],
    activityPreferences: ['topic-conversations'],
    canHost: false,
  });
  for (const [promptId, promptType] of [
    ['dad_joke', 'fun'],
    ['travel_advice', 'useful'],
  ]) {
    const upload = new FormData();
    upload.append('location', 'CA:ON:Toronto');
    upload.append('promptId', promptId!);
    upload.append('promptType', promptType!);
    upload.append('video', new Blob([new Uint8Array(clip)], { type: 'video/webm' }), 'clip.webm');
    const video = await session.ok<{ id: string }>('POST', '/api/videos/upload', upload);
    const deadline = Date.now() + 90_000;
    for (;;) {
      const { status } = await session.ok<{ status: string }>('GET', `/api/videos/${video.id}`);
      if (status === 'ready') break;
      if (status === 'failed' || Date.now() > deadline) throw new Error(`the video of ${email} is ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return { session, profileId: created.data.profile.id, firstName };
}
