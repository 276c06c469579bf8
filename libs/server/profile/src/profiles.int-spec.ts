import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { signIn } from '@ember/identity/testing';
import { systemClock } from '@ember/kernel';
import { aPng } from '@ember/media/testing';
import { type TestApp, TestBrowser } from '@ember/platform/testing';
import { seedPrograms } from '@ember/programs';
import { MarkDemoMemberUseCase } from './application/mark-demo-member.use-case.js';
import { startProfileTestApp } from './testing/profile-test-app.js';

let png: Buffer;
const looking = 'people who like long walks and slow mornings';
const offer = 'I can plan a route and bring a thermos of coffee';

let harness: TestApp;
let alex: TestBrowser;
let sam: TestBrowser;
let inviter: TestBrowser;
let newbie: TestBrowser;

beforeAll(async () => {
  harness = await startProfileTestApp({ SUPPORT_EMAIL: 'help@ember.test', MEMBERS_VISIBLE_FROM: '2099-02-14' });
  png = await aPng({ width: 40, height: 30 });
  await seedPrograms(harness.app.get(MikroORM).em.fork(), systemClock);
  const browser = () => new TestBrowser(harness.http);
  [alex, sam, inviter, newbie] = [browser(), browser(), browser(), browser()];
  await signIn(alex!, harness.smtp, 'alex@example.com');
  await signIn(sam!, harness.smtp, 'sam@example.com');
  await signIn(inviter!, harness.smtp, 'inviter@example.com');
  await signIn(newbie!, harness.smtp, 'newbie@example.com');
});

afterAll(async () => {
  await harness?.close();
});

const registration = (overrides: Record<string, unknown> = {}) => ({
  FirstName: 'Alex',
  Age: 31,
  UserSex: 'female',
  Location: 'Canada:Ontario:Toronto',
  NewLocation: '',
  ActivityPreferences: ['topic-conversations'],
  Neighborhoods: ['downtown', 'west-end'],
  CanHost: true,
  HostingDetails: { hasVenue: true, venueName: 'My loft' },
  AvailableTimeSlots: [
    { dayOfWeek: 6, hour: 9 },
    { dayOfWeek: 0, hour: 11 },
  ],
  Interests: [
    { name: 'Book Club', lookingFor: looking, contribute: offer },
    { name: 'Photography', lookingFor: '', contribute: '' },
  ],
  ...overrides,
});

function submit(browser: TestBrowser, profile: object, photo?: { bytes: Buffer; name: string }) {
  const request = browser.post('/api/profiles').field('ProfileJson', JSON.stringify(profile));
  return photo ? request.attach('Photo', photo.bytes, photo.name) : request;
}

const update = (browser: TestBrowser, changes: { Field: string; Value: unknown }[], location = 'CA:ON:Toronto') =>
  browser.post('/api/profiles/updateProfileProperty', { Location: location, Changes: changes });

describe('creating a profile (onboarding)', () => {
  let inviteCode: string;
  let photoUrl: string;

  it('needs a session', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    await submit(visitor, registration()).expect(401);
  });

  it('creates the profile with interests, photo and invite, and flips hasProfile', async () => {
    inviteCode = (await inviter.post('/api/invites', { textPart: 'Ivy' }).expect(201)).body.data.id;
    expect((await alex.get('/api/users/currentUser').expect(200)).body.hasProfile).toBe(false);

    const response = await submit(alex, registration({ InviteCode: inviteCode.toLowerCase() }), {
      bytes: png,
      name: 'me.png',
    }).expect(201);
    const { user, profile, inviteRedemption } = response.body.data;
    expect(user).toEqual({
      id: 'alex@example.com',
      hasProfile: true,
      userInterests: [
        expect.objectContaining({ id: expect.any(String), name: 'Book Club', isComplete: true }),
        expect.objectContaining({ id: expect.any(String), name: 'Photography', isComplete: false }),
      ],
    });
    expect(inviteRedemption).toBe('redeemed');
    expect(profile).toMatchObject({
      userId: 'alex@example.com',
      firstName: 'Alex',
      age: 31,
      ageBand: { id: 'early-30s', label: 'early 30s', min: 30, max: 34 },
      userSex: 'female',
      location: 'CA:ON:Toronto',
      newLocation: null,
      neighborhoods: ['downtown', 'west-end'],
      canHost: true,
      hostingDetails: { hasVenue: true, venueName: 'My loft' },
      availableTimeSlots: [
        { dayOfWeek: 6, hour: 9 },
        { dayOfWeek: 0, hour: 11 },
      ],
      incompleteInterestCount: 1,
      videos: [],
      visibility: { discoverable: false, missing: ['prelaunch', 'fun-video', 'useful-video'] },
    });
    // The worker makes the JPEG in the background: the answer may come before or after it is done.
    expect(['uploaded', 'processing', 'ready']).toContain(profile.photoStatus);
    expect(profile.photoFailureMessage).toBeNull();

    const current = (await alex.get('/api/users/currentUser').expect(200)).body;
    expect(current).toMatchObject({ hasProfile: true, location: 'CA:ON:Toronto' });
  });

  it('counts the invite for its owner', async () => {
    const details = (await inviter.get(`/api/invites?inviteCode=${inviteCode}`).expect(200)).body.data.inviteDetails;
    expect(details.usageCount).toBe(1);
  });

  it('shows the photo once the media context has made it a JPEG', async () => {
    const deadline = Date.now() + 30_000;
    let me = (await alex.get('/api/profiles/me').expect(200)).body;
    while (me.photoStatus !== 'ready' && me.photoStatus !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      me = (await alex.get('/api/profiles/me').expect(200)).body;
    }
    expect(me.photoStatus).toBe('ready');
    expect(me.photoUrl).toMatch(/^\/api\/media\/.+\.jpg$/);
    photoUrl = me.photoUrl;
    const image = await sam.get(photoUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('merges a second submission: registered fields stay, new answers and interests are added', async () => {
    const response = await submit(
      alex,
      registration({
        FirstName: 'Alexandra',
        Age: 40,
        Neighborhoods: [],
        AvailableTimeSlots: [{ dayOfWeek: 6, hour: 11 }],
        Interests: [{ name: 'book club' }, { name: 'Running', lookingFor: looking, contribute: '' }],
        InviteCode: inviteCode,
      }),
    ).expect(200);
    const { profile, inviteRedemption } = response.body.data;
    expect(inviteRedemption).toBe('not-new-member');
    expect(profile).toMatchObject({
      firstName: 'Alex',
      age: 31,
      neighborhoods: ['downtown', 'west-end'],
      availableTimeSlots: [{ dayOfWeek: 6, hour: 11 }],
    });
    expect(profile.interests.map((interest: { name: string }) => interest.name)).toEqual([
      'Book Club',
      'Photography',
      'Running',
    ]);
    expect(profile.photoUrl).toBe(photoUrl);
  });

  it.each([
    [{ Age: 19 }, 'Age must be a whole number from 20 to 100.'],
    [{ Age: 101 }, 'Age must be a whole number from 20 to 100.'],
    [{ Age: 31.5 }, 'Age must be a whole number from 20 to 100.'],
    [{ FirstName: ' ' }, 'Please tell us your first name.'],
    [{ UserSex: 'x' }, 'Please choose male or female.'],
    [{ Location: null }, 'Please choose a location.'],
    [{ Location: 'other', NewLocation: '' }, 'Please enter your city or postal code.'],
    [
      { Interests: [{ name: 'Chess', contribute: 'short' }] },
      'please write at least 20 characters to help others understand what you can contribute',
    ],
  ])('refuses %j and creates nothing', async (override, message) => {
    const response = await submit(newbie, registration(override)).expect(400);
    expect(response.body.message).toBe(message);
    expect((await newbie.get('/api/users/currentUser').expect(200)).body.hasProfile).toBe(false);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const response = await submit(newbie, registration(), { bytes: Buffer.from('just text'), name: 'me.jpg' }).expect(
      400,
    );
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'media.not-an-image',
      message: 'please upload an image file (jpg, png, heic, etc.)',
    });
    await newbie.get('/api/profiles/me').expect(404);
  });

  it.each([
    ['no ProfileJson', (browser: TestBrowser) => browser.post('/api/profiles').field('Other', 'x')],
    ['ProfileJson that is not JSON', (browser: TestBrowser) => browser.post('/api/profiles').field('ProfileJson', '{')],
    ['ProfileJson that is a list', (browser: TestBrowser) => browser.post('/api/profiles').field('ProfileJson', '[]')],
    [
      'a file under another name',
      (browser: TestBrowser) =>
        browser
          .post('/api/profiles')
          .field('ProfileJson', JSON.stringify(registration()))
          .attach('Picture', png, 'a.png'),
    ],
  ])('refuses %s with 400', async (_, send) => {
    const response = await send(newbie).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: expect.any(String), message: expect.any(String) });
  });
});

describe('the own profile', () => {
  it('answers 404 before the profile exists', async () => {
    const response = await newbie.get('/api/profiles/me').expect(404);
    expect(response.body).toMatchObject({
      code: 'profile.not-found',
      message: 'You have not created your profile yet.',
    });
  });

  it('shows enrollments, for the Halloween picks section', async () => {
    const picks = [{ eventName: 'Monster Ball', venue: 'The Hall', neighborhood: 'downtown' }];
    await alex
      .post('/api/enrollments', {
        programId: 'prog-halloween-2025',
        neighborhoods: ['downtown'],
        customAnswers: { halloweenEvents: picks },
      })
      .expect(201);
    const me = (await alex.get('/api/profiles/me').expect(200)).body;
    expect(me.enrollments).toEqual([
      { id: expect.any(String), programId: 'prog-halloween-2025', customAnswers: { halloweenEvents: picks } },
    ]);
    expect(me.visibility.visibleFrom).toBe('2099-02-14T05:00:00.000Z');
  });
});

describe('demo members', () => {
  it('are marked by the demo command alone (no route), and the profile view says so', async () => {
    const me = (await alex.get('/api/profiles/me').expect(200)).body as { id: string };
    expect((await alex.get(`/api/profiles/${me.id}`).expect(200)).body).toMatchObject({ isOwn: true, demo: false });
    const orm = harness.app.get(MikroORM);
    const [row] = await orm.em
      .getConnection()
      .execute<{ user_id: string }[]>('select user_id from profile.profiles where id = ?', [me.id]);
    const markDemo = harness.app.get(MarkDemoMemberUseCase, { strict: false });
    await RequestContext.create(orm.em, () => markDemo.execute({ userId: row!.user_id }));
    expect((await alex.get(`/api/profiles/${me.id}`).expect(200)).body).toMatchObject({ isOwn: true, demo: true });
    // The browse card follows, from the read model.
    const [entry] = await orm.em
      .getConnection()
      .execute<{ demo: boolean }[]>('select demo from profile.browse_entries where profile_id = ?', [me.id]);
    expect(entry?.demo).toBe(true);
  });
});

describe('updateProfileProperty', () => {
  it('stores the vibe check: preferences in the account, discovery in the profile', async () => {
    const response = await update(alex, [
      { Field: 'relationshipStatus', Value: 'open' },
      { Field: 'preferredSex', Value: ['male', 'female'] },
      { Field: 'minIdealAge', Value: 28 },
      { Field: 'maxIdealAge', Value: 39 },
      { Field: 'discoveryPreference', Value: 'other' },
      { Field: 'discoveryPreferenceOther', Value: '  board game nights  ' },
    ]).expect(200);
    expect(response.body).toMatchObject({
      relationshipStatus: 'open',
      preferredSex: ['male', 'female'],
      minIdealAge: 28,
      maxIdealAge: 39,
      discoveryPreference: 'other',
      discoveryPreferenceOther: 'board game nights',
    });
    const user = (await alex.get('/api/users/currentUser').expect(200)).body;
    expect(user).toMatchObject({ relationshipStatus: 'open', preferredSex: ['male', 'female'], minIdealAge: 28 });
  });

  it('drops the description when another discovery preference is chosen', async () => {
    const response = await update(alex, [{ Field: 'discoveryPreference', Value: 'videos' }], 'Canada:Ontario:Toronto');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ discoveryPreference: 'videos', discoveryPreferenceOther: null });
  });

  it('needs a description with other', async () => {
    const response = await update(alex, [
      { Field: 'discoveryPreference', Value: 'other' },
      { Field: 'discoveryPreferenceOther', Value: '   ' },
    ]).expect(400);
    expect(response.body.message).toBe('Please tell us how you would like to discover people.');
  });

  it('applies a batch whole or not at all', async () => {
    const response = await update(alex, [
      { Field: 'discoveryPreference', Value: 'pictures' },
      { Field: 'neighborhoods', Value: ['uptown'] },
      { Field: 'minIdealAge', Value: 30 },
    ]).expect(400);
    expect(response.body).toMatchObject({
      code: 'identity.invalid-property',
      message: 'minIdealAge and maxIdealAge must be changed together.',
    });
    const me = (await alex.get('/api/profiles/me').expect(200)).body;
    expect(me).toMatchObject({
      discoveryPreference: 'videos',
      neighborhoods: ['downtown', 'west-end'],
      minIdealAge: 28,
    });
  });

  it('changes the logistics of the settings', async () => {
    const response = await update(alex, [
      { Field: 'neighborhoods', Value: ['uptown'] },
      { Field: 'canHost', Value: false },
      { Field: 'availableTimeSlots', Value: [{ dayOfWeek: 0, hour: 9 }] },
    ]).expect(200);
    expect(response.body).toMatchObject({
      neighborhoods: ['uptown'],
      canHost: false,
      hostingDetails: null,
      availableTimeSlots: [{ dayOfWeek: 0, hour: 9 }],
    });
  });

  it('replaces the interest list', async () => {
    const me = (await alex.get('/api/profiles/me').expect(200)).body;
    const [bookClub] = me.interests as { id: string; name: string }[];
    const response = await update(alex, [
      {
        Field: 'interests',
        Value: [
          { name: 'Hiking', lookingFor: looking, contribute: offer },
          { id: bookClub!.id, name: 'Book Club', lookingFor: looking, contribute: offer },
        ],
      },
    ]).expect(200);
    expect(response.body.interests.map((interest: { name: string }) => interest.name)).toEqual(['Hiking', 'Book Club']);
    expect(response.body.interests[1].id).toBe(bookClub!.id);
  });

  it.each(['firstName', 'age', 'sex', 'location', 'userSex', 'Name'])('refuses the locked field %s', async (field) => {
    const response = await update(alex, [{ Field: field, Value: 'x' }]).expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      code: 'profile.field-locked',
      message:
        'Your name, age, sex and location cannot be changed after registration. Please contact support at help@ember.test if one of them needs correcting.',
      details: { field, supportEmail: 'help@ember.test' },
    });
  });

  it.each([
    ['no location', { Changes: [{ Field: 'canHost', Value: true }] }],
    ['an empty location', { Location: '  ', Changes: [{ Field: 'canHost', Value: true }] }],
    ['no changes', { Location: 'CA:ON:Toronto' }],
    ['an empty list of changes', { Location: 'CA:ON:Toronto', Changes: [] }],
  ])('refuses %s with the spec message', async (_, body) => {
    const response = await alex.post('/api/profiles/updateProfileProperty', body).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'profile.invalid-update',
      message: 'Profile property updates require a location and a non-empty list of changes',
    });
  });

  it('refuses a location that is not the profile one, and unknown fields', async () => {
    expect((await update(alex, [{ Field: 'canHost', Value: true }], 'CA:BC:Vancouver').expect(400)).body.code).toBe(
      'profile.location-mismatch',
    );
    expect((await update(alex, [{ Field: 'photoUrl', Value: 'x' }]).expect(400)).body.message).toBe(
      '"photoUrl" is not a profile property you can change.',
    );
  });

  it('needs a profile', async () => {
    await update(newbie, [{ Field: 'canHost', Value: true }]).expect(404);
  });
});

describe('browsing', () => {
  beforeAll(async () => {
    await submit(sam, registration({ FirstName: 'Sam', UserSex: 'male', Age: 34 })).expect(201);
  });

  it('shows nobody else before the pre-launch date and without videos; the own card comes first', async () => {
    const all = await alex.get('/api/profiles?location=CA:ON:Toronto').expect(200);
    expect(all.body).toEqual({
      profiles: [expect.objectContaining({ firstName: 'Alex', isOwn: true })],
      nextCursor: null,
    });
    expect(all.body.profiles[0]).not.toHaveProperty('age');
    expect(all.body.profiles[0]).not.toHaveProperty('relationshipStatus');
    expect((await alex.get('/api/profiles/all?location=Canada:Ontario:Toronto').expect(200)).body).toEqual({
      profiles: [],
      nextCursor: null,
    });
  });

  it('needs a location', async () => {
    await alex.get('/api/profiles').expect(400);
    await alex.get('/api/profiles/all').expect(400);
  });
});

describe('experience registration (JSON)', () => {
  const answers = {
    availability: ['2025-02-14', '2025-02-21'],
    activities: ['karaoke'],
    budget: { ideal: '20-50', max: '50-100' },
    videoAgreement: 'yes',
    depositAgreement: 'yes',
  };

  it('registers, then updates the same registration', async () => {
    const first = await newbie.post('/api/profiles', answers).expect(201);
    expect(first.body.data).toEqual({
      registration: {
        id: expect.any(String),
        experience: 'experience',
        availability: ['2025-02-14', '2025-02-21'],
        availabilityExplained: null,
        activities: ['karaoke'],
        budget: { ideal: '20-50', max: '50-100' },
        videoAgreement: 'yes',
        depositAgreement: 'yes',
        acknowledged: false,
        location: null,
      },
      inviteRedemption: null,
    });
    const again = await newbie.post('/api/profiles', { ...answers, depositAgreement: 'no' }).expect(200);
    expect(again.body.data.registration).toMatchObject({ id: first.body.data.registration.id, depositAgreement: 'no' });
  });

  it('registers for the poetry night in Revelstoke', async () => {
    const response = await newbie
      .post('/api/profiles', { experience: 'poetry-night', availability: ['2025-02-28'], acknowledged: true })
      .expect(201);
    expect(response.body.data.registration).toMatchObject({ experience: 'poetry-night', location: 'CA:BC:Revelstoke' });
  });

  it.each([
    [{ ...answers, videoAgreement: 'no' }, 'Uploading videos is mandatory to be discoverable.'],
    [
      { ...answers, availability: [] },
      'Please select at least one availability option. More options mean a higher chance of snagging a spot.',
    ],
    [
      { experience: 'poetry-night', availability: ['2025-02-28'] },
      'Make sure you understand that the spot is not guaranteed (check the box)',
    ],
    [{ ...answers, budget: { ideal: '200+', max: '0-20' } }, 'Your maximum budget cannot be below your ideal budget.'],
  ])('refuses %j with its alert', async (body, message) => {
    const response = await newbie.post('/api/profiles', body).expect(400);
    expect(response.body).toMatchObject({ code: 'profile.invalid-registration', message });
  });
});
