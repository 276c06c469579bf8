import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signIn } from '@ember/identity/testing';
import { type TestApp, TestBrowser } from '@ember/platform/testing';
import { startProfileTestApp } from './testing/profile-test-app.js';

const looking = 'people who like long walks and slow mornings';
const offer = 'I can plan a route and bring a thermos of coffee';
const answer = [
  'Here are some interests for you:',
  '```yaml',
  'interests:',
  '  - name: Trail Running',
  `    looking_for: ${looking}`,
  `    can_contribute: ${offer}`,
  '  - name: Chess',
  `    looking_for: ${looking}`,
  `    can_contribute: ${offer}`,
  '```',
].join('\n');

let harness: TestApp;
let kim: TestBrowser;
let lee: TestBrowser;
let newbie: TestBrowser;

async function createProfile(browser: TestBrowser, firstName: string): Promise<void> {
  const profile = { FirstName: firstName, Age: 29, UserSex: 'male', Location: 'CA:ON:Toronto', Interests: [] };
  await browser.post('/api/profiles').field('ProfileJson', JSON.stringify(profile)).expect(201);
}

beforeAll(async () => {
  harness = await startProfileTestApp({ WEB_ORIGIN: 'https://ember.example.com' });
  const browser = () => new TestBrowser(harness.http, 'https://ember.example.com');
  [kim, lee, newbie] = [browser(), browser(), browser()];
  await signIn(kim!, harness.smtp, 'kim@example.com');
  await signIn(lee!, harness.smtp, 'lee@example.com');
  await signIn(newbie!, harness.smtp, 'newbie@example.com');
  await createProfile(kim!, 'Kim');
  await createProfile(lee!, 'Lee');
});

afterAll(async () => {
  await harness?.close();
});

describe('managing interests', () => {
  let chessId: string;

  it('adds interests, complete or not, and counts the incomplete ones', async () => {
    const chess = await kim
      .post('/api/interests', { name: '  Chess ', lookingFor: looking, contribute: offer })
      .expect(201);
    expect(chess.body).toEqual({
      id: expect.any(String),
      name: 'Chess',
      lookingFor: looking,
      contribute: offer,
      isAiSuggested: false,
      isCustom: false,
      isComplete: true,
    });
    chessId = chess.body.id;
    await kim.post('/api/interests', { name: 'Pottery', isCustom: true }).expect(201);
    const list = (await kim.get('/api/interests').expect(200)).body;
    expect(list.interests.map((interest: { name: string }) => interest.name)).toEqual(['Chess', 'Pottery']);
    expect(list.incompleteCount).toBe(1);
  });

  it('refuses a second interest of the same name', async () => {
    const response = await kim.post('/api/interests', { name: 'CHESS' }).expect(409);
    expect(response.body).toMatchObject({
      code: 'profile.duplicate-interest',
      message: 'You already have an interest called "CHESS".',
    });
  });

  it.each([
    [
      { name: 'Go', contribute: 'too short' },
      'please write at least 20 characters to help others understand what you can contribute',
      { field: 'contribute', title: 'please add more detail' },
    ],
    [
      { name: 'Go', lookingFor: 'tiny' },
      'please write at least 20 characters to help others understand what you are looking for',
      { field: 'lookingFor', title: 'please add more detail' },
    ],
    [{ name: 'Go', lookingFor: 'x'.repeat(151) }, 'please keep it to 150 characters or fewer', { field: 'lookingFor' }],
    [{ name: '   ' }, 'please give the interest a name', { field: 'name' }],
  ])('refuses %j', async (body, message, details) => {
    const response = await kim.post('/api/interests', body).expect(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'profile.invalid-interest', message, details });
  });

  it('updates an interest, trimming its texts', async () => {
    const response = await kim.put(`/api/interests/${chessId}`, { contribute: `   ${offer}   ` }).expect(200);
    expect(response.body).toMatchObject({ name: 'Chess', lookingFor: looking, contribute: offer });
    await kim.put(`/api/interests/${chessId}`, { name: 'pottery' }).expect(409);
  });

  it("never lets a member touch another member's interest", async () => {
    for (const response of [
      await lee.put(`/api/interests/${chessId}`, { contribute: offer }),
      await lee.delete(`/api/interests/${chessId}`),
      await lee.post(`/api/interests/${chessId}/ai-response`, { aiResponseText: answer }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'profile.interest-not-found', message: 'Interest not found.' });
    }
    expect((await lee.get('/api/interests').expect(200)).body.interests).toEqual([]);
    expect((await kim.get('/api/interests').expect(200)).body.interests).toHaveLength(2);
  });

  it('removes an interest', async () => {
    await kim.delete(`/api/interests/${chessId}`).expect(204);
    await kim.delete(`/api/interests/${chessId}`).expect(404);
    await kim.put('/api/interests/not-an-id', { name: 'x' }).expect(404);
    expect((await kim.get('/api/interests').expect(200)).body.interests.map((i: { name: string }) => i.name)).toEqual([
      'Pottery',
    ]);
  });

  it('needs a profile to add one, and a session for all', async () => {
    expect((await newbie.post('/api/interests', { name: 'Chess' }).expect(404)).body.code).toBe('profile.not-found');
    const visitor = await new TestBrowser(harness.http).open();
    await visitor.get('/api/interests').expect(401);
    await visitor.post('/api/interests', { name: 'Chess' }).expect(401);
  });
});

describe('the AI answer', () => {
  let interestId: string;

  beforeAll(async () => {
    interestId = (await lee.post('/api/interests', { name: 'Trail Running', isAiSuggested: true }).expect(201)).body.id;
  });

  it('is kept when it parses, with the number of interests it holds', async () => {
    const response = await lee.post(`/api/interests/${interestId}/ai-response`, { aiResponseText: answer }).expect(200);
    expect(response.body).toEqual({ interestId, interestCount: 2 });
  });

  it.each([
    ['an empty answer', '  ', 'Response is empty. Please paste the AI response.'],
    ['an answer without interests', '```\ninterests: []\n```', 'No interests found in the response.'],
    ['an item without a name', '```\n- looking_for: x\n```', 'Interest #1 is missing a name.'],
    [
      'an item without can_contribute',
      `\`\`\`\n- name: Chess\n  looking_for: ${looking}\n\`\`\``,
      'Interest "Chess" is missing "can_contribute" field.',
    ],
    [
      'an answer naming the site',
      `${answer}\nsee https://ember.example.com`,
      'looks like you pasted the prompt, not the AI response',
    ],
  ])('is refused for %s with the parser message', async (_, text, message) => {
    const response = await lee.post(`/api/interests/${interestId}/ai-response`, { aiResponseText: text }).expect(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'profile.invalid-ai-response', message });
  });

  it('is refused when it is the prompt itself', async () => {
    const { prompt } = (await lee.get('/api/interests/ai-prompt-examples?age=29&sex=male').expect(200)).body;
    const response = await lee.post(`/api/interests/${interestId}/ai-response`, { aiResponseText: prompt }).expect(400);
    expect(response.body.message).toBe('looks like you pasted the prompt, not the AI response');
  });
});

describe('help texts (public)', () => {
  let visitor: TestBrowser;

  beforeAll(async () => {
    visitor = await new TestBrowser(harness.http).open();
  });

  it('gives AI prompt examples by age and sex, with the prompt to copy', async () => {
    const response = await visitor.get('/api/interests/ai-prompt-examples?age=24&sex=female').expect(200);
    expect(response.body.ageGroup).toBe('20s');
    expect(response.body.examples).toHaveLength(4);
    for (const example of response.body.examples) {
      expect(example).toEqual({
        name: expect.any(String),
        lookingFor: expect.any(String),
        canContribute: expect.any(String),
      });
      expect(response.body.prompt).toContain(example.name);
    }
    expect((await visitor.get('/api/interests/ai-prompt-examples').expect(200)).body.ageGroup).toBe('30s');
  });

  it.each(['age=12', 'age=abc', 'sex=other', 'age=30.5'])('refuses ai-prompt-examples?%s', async (query) => {
    await visitor.get(`/api/interests/ai-prompt-examples?${query}`).expect(400);
  });

  it('gives example answers by interest, type and index', async () => {
    const first = await visitor.get('/api/interests/examples?interestName=Book%20Club&type=want&index=0').expect(200);
    const wrapped = await visitor.get('/api/interests/examples?interestName=book%20club&type=want&index=3').expect(200);
    expect(first.body).toEqual({ text: expect.any(String), index: 0, total: 3 });
    expect(wrapped.body).toEqual(first.body);
    const custom = await visitor.get('/api/interests/examples?interestName=Knitting&type=offer').expect(200);
    expect(custom.body.text).toContain('Knitting');
  });

  it.each([
    'type=want',
    'interestName=Chess',
    'interestName=Chess&type=maybe',
    'interestName=Chess&type=want&index=-1',
  ])('refuses examples?%s', async (query) => {
    await visitor.get(`/api/interests/examples?${query}`).expect(400);
  });

  it('lists the 20 preset topics', async () => {
    const response = await visitor.get('/api/interests/catalogue').expect(200);
    expect(response.body.interests).toHaveLength(20);
    expect(response.body.interests).toContainEqual({ name: 'AI & Future of Tech' });
  });
});
