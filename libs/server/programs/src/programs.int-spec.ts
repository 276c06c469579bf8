import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { IdentityModule, UserDirectory, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { FixedClock, systemClock } from '@ember/kernel';
import { seasonCalendar } from '@ember/time-zones';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { programsContext } from './programs.context.js';
import { seedPrograms } from './infrastructure/seed-programs.js';
import { ProgramsModule } from './programs.module.js';

let harness: TestApp;
let member: TestBrowser;
let other: TestBrowser;
let host: TestBrowser;
let admin: TestBrowser;

/** Runs facade calls the way a request would: in their own unit of work. */
function inContext<T>(work: () => Promise<T>): Promise<T> {
  return RequestContext.create(harness.app.get(MikroORM).em, work);
}

/** What the profile context does when a member's first profile is saved. */
async function giveProfile(email: string): Promise<void> {
  const users = harness.app.get(UserDirectory);
  await inContext(async () => users.markProfileCreated((await users.findByEmail(email))!.id));
}

beforeAll(async () => {
  harness = await startTestApp({
    imports: [IdentityModule, ProgramsModule],
    contexts: [identityContext, programsContext],
    env: { ADMIN_EMAILS: 'admin@example.com' },
  });
  const em = harness.app.get(MikroORM).em.fork();
  await seedPrograms(em, systemClock);
  member = new TestBrowser(harness.http);
  other = new TestBrowser(harness.http);
  host = new TestBrowser(harness.http);
  admin = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'member@example.com');
  await signIn(other, harness.smtp, 'other@example.com');
  await signIn(host, harness.smtp, 'host@example.com');
  await signIn(admin, harness.smtp, 'admin@example.com');
  await admin.post('/api/users/grantRole', { email: 'host@example.com', role: 'host' }).expect(200);
  await giveProfile('member@example.com');
  await giveProfile('other@example.com');
});

afterAll(async () => {
  await harness?.close();
});

describe('programs', () => {
  it('lists the catalogue to anyone, multi-week programs first', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    const response = await visitor.get('/api/programs').expect(200);
    expect(response.body).toHaveLength(12);
    expect(response.body[0].kind).toBe('program');
    expect(response.body.at(-1).kind).toBe('campaign');
  });

  it('answers one program with its flags, deadline, tracks and price', async () => {
    const response = await member.get('/api/programs/prog-coffee').expect(200);
    expect(response.body).toEqual({
      id: 'prog-coffee',
      slug: 'coffee',
      name: 'Weekend coffee',
      summary: expect.any(String),
      kind: 'campaign',
      enrollmentDeadline: seasonCalendar(new Date()).coffee.deadline.toISOString(),
      configuration: {
        requiresInterests: true,
        requiresNeighborhood: true,
        allowsHosting: false,
        requiresTimeSlots: true,
      },
      tracks: [],
      price: { amountCents: 1000, currency: 'CAD', unit: 'deposit' },
      groupSize: { min: 4, max: 6 },
      weeks: null,
      sessionMinutes: 90,
    });
    const dance = await member.get('/api/programs/partner-dance').expect(200);
    expect(dance.body.tracks[0]).toEqual({ id: 'salsa-bachata', name: 'salsa / bachata' });
  });

  it.each([
    ['coffee', 'prog-coffee'],
    ['halloween-2025', 'prog-halloween-2025'],
    ['halloween-mystery', 'prog-halloween-mystery'],
    ['brains-and-barstools', 'prog-brains-and-barstools'],
    ['pottery', 'pottery'],
  ])('finds %s by slug', async (slug, id) => {
    expect((await member.get(`/api/programs/by-slug/${slug}`).expect(200)).body.id).toBe(id);
  });

  it('answers 404 for an unknown program', async () => {
    const response = await member.get('/api/programs/by-slug/knitting').expect(404);
    expect(response.body).toMatchObject({ code: 'programs.not-found', message: 'Program not found.' });
    await member.get('/api/programs/knitting').expect(404);
  });

  it.each(['constructor', '__proto__', 'toString'])('finds no program by the inherited name %s', async (slug) => {
    const response = await member.get(`/api/programs/by-slug/${slug}`).expect(404);
    expect(response.body).toMatchObject({ code: 'programs.not-found' });
  });

  it('seeds idempotently', async () => {
    const em = harness.app.get(MikroORM).em.fork();
    expect(await seedPrograms(em, systemClock)).toBe(12);
    expect((await member.get('/api/programs').expect(200)).body).toHaveLength(12);
  });

  it('seeds every deadline in the future when run today', async () => {
    const programs: { id: string; enrollmentDeadline: string }[] = (await member.get('/api/programs').expect(200)).body;
    for (const program of programs) {
      expect(Date.parse(program.enrollmentDeadline)).toBeGreaterThan(Date.now() + 2 * 24 * 3600 * 1000);
    }
  });
});

describe('enrollments', () => {
  const coffee = {
    programId: 'prog-coffee',
    neighborhoods: ['downtown', 'midtown'],
    timeSlots: [
      { day: 'Saturday', time: '9 AM' },
      { dayOfWeek: 0, hour: 11 },
    ],
    interests: ['Book Club'],
    activityPreferences: ['topic-conversations'],
    customAnswers: null,
    canHost: false,
    hostingDetails: { hasVenue: true, venueName: 'ignored' },
  };
  let enrollmentId: string;

  it('enrols the member, normalising the answers', async () => {
    const response = await member.post('/api/enrollments', coffee).expect(201);
    expect(response.body).toMatchObject({
      programId: 'prog-coffee',
      userId: 'member@example.com',
      neighborhoods: ['downtown', 'midtown'],
      timeSlots: [
        { dayOfWeek: 6, hour: 9 },
        { dayOfWeek: 0, hour: 11 },
      ],
      interests: ['Book Club'],
      activityPreferences: ['topic-conversations'],
      customAnswers: null,
      canHost: false,
      hostingDetails: null,
    });
    enrollmentId = response.body.id;
  });

  it('is idempotent per member and program: same enrollment, new answers', async () => {
    const again = await member.post('/api/enrollments', { ...coffee, neighborhoods: ['east-end'] }).expect(200);
    expect(again.body.id).toBe(enrollmentId);
    expect(again.body.neighborhoods).toEqual(['east-end']);
    const concurrent = await Promise.all([1, 2, 3].map(() => other.post('/api/enrollments', coffee)));
    expect(concurrent.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(concurrent.map((response) => response.body.id)).size).toBe(1);
  });

  it('keeps Halloween picks and hosting details when hosting', async () => {
    const response = await member
      .post('/api/enrollments', {
        programId: 'prog-halloween-2025',
        neighborhoods: ['downtown'],
        timeSlots: [],
        interests: [],
        canHost: true,
        hostingDetails: { hasVenue: true, venueName: 'Rooftop' },
        customAnswers: {
          halloweenEvents: [{ eventName: 'Monster Ball', venue: 'The Hall', neighborhood: 'west-end' }],
        },
      })
      .expect(201);
    expect(response.body).toMatchObject({
      timeSlots: null,
      interests: null,
      hostingDetails: { hasVenue: true, venueName: 'Rooftop' },
      customAnswers: { halloweenEvents: [{ eventName: 'Monster Ball', venue: 'The Hall', neighborhood: 'west-end' }] },
    });
  });

  it.each([
    [{ ...coffee, neighborhoods: [] }, 'programs.invalid-enrollment', 'Please choose at least one neighbourhood.'],
    [{ ...coffee, timeSlots: null }, 'programs.invalid-enrollment', 'Please choose at least one time slot.'],
    [{ ...coffee, interests: [] }, 'programs.invalid-enrollment', 'Please choose at least one interest.'],
    [{ ...coffee, neighborhoods: ['narnia'] }, 'programs.invalid-enrollment', expect.stringContaining('neighborhoods')],
    [
      { ...coffee, customAnswers: { halloweenEvents: [{ eventName: 'x' }] } },
      'programs.invalid-enrollment',
      'Each Halloween pick needs an event name, a venue and a neighbourhood.',
    ],
    [{ ...coffee, programId: 42 }, 'validation.failed', 'Some fields are missing or invalid.'],
    [{ ...coffee, canHost: 'yes' }, 'validation.failed', 'Some fields are missing or invalid.'],
  ])('refuses %j', async (body, code, message) => {
    const response = await member.post('/api/enrollments', body).expect(400);
    expect(response.body).toMatchObject({ code, message });
  });

  it('answers 404 for an unknown program and 409 without a profile', async () => {
    await member.post('/api/enrollments', { ...coffee, programId: 'knitting' }).expect(404);
    const response = await host.post('/api/enrollments', coffee).expect(409);
    expect(response.body).toMatchObject({
      code: 'programs.profile-required',
      message: 'Please create your profile before enrolling in a program.',
    });
  });

  it('refuses a new enrolment once the deadline has passed, and still lets the enrolled revise', async () => {
    // The catalogue as seeded six weeks ago: every campaign's deadline is behind us.
    await seedPrograms(
      harness.app.get(MikroORM).em.fork(),
      new FixedClock(new Date(Date.now() - 42 * 24 * 3600 * 1000)),
    );
    try {
      const mystery = { ...coffee, programId: 'prog-halloween-mystery', timeSlots: [] };
      const refused = await other.post('/api/enrollments', mystery).expect(409);
      expect(refused.body).toMatchObject({
        code: 'programs.enrollment-closed',
        message: 'Registration for Halloween mystery has closed. Pick another program, or watch for the next round.',
      });
      await member.post('/api/enrollments', coffee).expect(200);
    } finally {
      await seedPrograms(harness.app.get(MikroORM).em.fork(), systemClock);
    }
  });

  it("lists the member's own enrollments by their e-mail, and nobody else's", async () => {
    const own = await member.get('/api/enrollments/user/Member@Example.com').expect(200);
    expect(own.body.map((enrollment: { programId: string }) => enrollment.programId)).toEqual([
      'prog-coffee',
      'prog-halloween-2025',
    ]);
    const response = await other.get('/api/enrollments/user/member@example.com').expect(403);
    expect(response.body).toMatchObject({
      code: 'programs.not-your-enrollments',
      message: 'You can only see your own enrollments.',
    });
  });

  it("lists a program's enrollments to hosts and admins only", async () => {
    const forHost = await host.get('/api/enrollments/program/prog-coffee').expect(200);
    expect(forHost.body.map((enrollment: { userId: string }) => enrollment.userId).sort()).toEqual([
      'member@example.com',
      'other@example.com',
    ]);
    await admin.get('/api/enrollments/program/prog-coffee').expect(200);
    await admin.get('/api/enrollments/program/knitting').expect(404);
    const refused = await member.get('/api/enrollments/program/prog-coffee').expect(403);
    expect(refused.body.code).toBe('auth.role-required');
  });

  it('needs a session', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    await visitor.post('/api/enrollments', coffee).expect(401);
    await visitor.get('/api/enrollments/user/member@example.com').expect(401);
  });
});
