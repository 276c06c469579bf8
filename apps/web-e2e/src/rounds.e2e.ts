import { expect, test } from '@playwright/test';
import { ApiSession, type SeededMember, aClip, aCoffeeMember } from './support/api-session';
import { pickAmong, signedInPage } from './support/picking';

// Two members, each in a browser of their own, pick each other among six members of the weekly
// coffee campaign, in the round `npm start` seeded (beside its demo members); the round closes on
// the worker; both see the same group, pay its $10 deposit on /payment (test mode) and join it.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const address = (label: string) => `e2e-rounds-${label}-${run}@example.com`;

test('two members pick each other among six, the round closes, both see the same group and join', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const clip = await aClip();
  const admin = await ApiSession.signIn('e2e-admin@example.com');
  const people: [string, string, string][] = [
    ['ana', 'Ana', 'female'],
    ['ben', 'Ben', 'male'],
    ['cai', 'Cai', 'male'],
    ['dee', 'Dee', 'female'],
    ['eva', 'Eva', 'female'],
    ['fin', 'Fin', 'male'],
  ];
  const members: Record<string, SeededMember> = {};
  for (const [label, name, sex] of people) members[label] = await aCoffeeMember(address(label), name, sex, clip);

  // The seed opens a coffee round in Toronto on every start while the campaign takes registrations.
  const { rounds } = await admin.ok<{ rounds: { id: string; programId: string; status: string }[] }>(
    'GET',
    '/api/rounds/hosted',
  );
  const round = rounds.find((candidate) => candidate.programId === 'prog-coffee' && candidate.status !== 'closed')!;
  expect(round).toBeDefined();
  await expect
    .poll(async () => (await members['ana']!.session.ok<{ status: string }>('GET', `/api/rounds/${round.id}`)).status, {
      timeout: 30_000,
    })
    .toBe('collecting');

  // The four others pick each other, and Cai picks Ana and Dee picks Ben: seeded through the api.
  const pick = (from: string, to: string) =>
    members[from]!.session.ok('PUT', `/api/rounds/${round.id}/picks/${members[to]!.profileId}`, { level: 3 });
  for (const from of ['cai', 'dee', 'eva', 'fin']) {
    for (const to of ['cai', 'dee', 'eva', 'fin']) if (from !== to) await pick(from, to);
  }
  await pick('cai', 'ana');
  await pick('dee', 'ben');

  const ana = await signedInPage(browser, members['ana']!);
  const ben = await signedInPage(browser, members['ben']!);
  for (const [page, names] of [
    [ana, ['Ben', 'Cai']],
    [ben, ['Ana', 'Dee']],
  ] as const) {
    await page.goto('/home');
    const card = page.getByRole('article', { name: 'Weekend coffee round' });
    await expect(card.getByRole('heading', { name: 'picks close in' })).toBeVisible();
    await expect(card.getByRole('timer')).toHaveText(/\d+m \d+s$/);
    await card.getByRole('link', { name: 'start picking' }).click();
    await expect(page).toHaveURL(/\/emberite\/profile\/[0-9a-f-]+\?round=/);
    await pickAmong(page, names);
    await expect(page.getByText(/You picked 2 of \d+ people\./)).toBeVisible();
  }

  await admin.ok('PATCH', `/api/rounds/${round.id}`, { picksCloseAt: new Date(Date.now() + 3_000).toISOString() });
  await expect
    .poll(async () => (await members['ana']!.session.ok<{ status: string }>('GET', `/api/rounds/${round.id}`)).status, {
      timeout: 60_000,
    })
    .toBe('reviewing');

  const seen: string[][] = [];
  for (const page of [ana, ben]) {
    await page.goto('/home');
    const card = page.getByRole('article', { name: 'Weekend coffee round' });
    await expect(card.getByRole('heading', { name: 'your group is ready' })).toBeVisible();
    await card.getByRole('link', { name: 'review your group' }).click();
    await expect(page).toHaveURL(new RegExp(`/emberite/rounds/${round.id}/group$`));
    await expect(page.getByRole('heading', { level: 1, name: 'your group' })).toBeVisible();
    const group = page.getByRole('list', { name: 'your group' });
    await expect(group.getByRole('listitem')).toHaveCount(6);
    const names = await group.getByRole('listitem').locator('p:first-child').allTextContents();
    seen.push(names.map((text) => text.replace(' · you', '')).sort());
    await expect(page.getByRole('timer')).toHaveText(/^2[34]h \d+m \d+s$/);
    // Joining goes through /payment: the $10 deposit of the coffee campaign, in test mode.
    await page.getByRole('link', { name: /^join · \$10/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'a $10 deposit for your group' })).toBeVisible();
    await page.getByRole('button', { name: 'pay $10 CAD (test mode)' }).click();
    await expect(page).toHaveURL(new RegExp(`/emberite/rounds/${round.id}/group$`));
    await expect(page.getByText('all set, we will send an invite once your group is assembled')).toBeVisible();
    await page.getByRole('button', { name: 'Celebrate' }).click();
    await expect(page.getByTestId('confetti').locator('span')).toHaveCount(80);
  }
  expect(seen[0]).toEqual(['Ana', 'Ben', 'Cai', 'Dee', 'Eva', 'Fin']);
  expect(seen[1]).toEqual(seen[0]);
  const groups = await Promise.all(
    [members['ana']!, members['ben']!].map((member) =>
      member.session.ok<{ id: string; joinedCount: number }>('GET', `/api/rounds/${round.id}/my-group`),
    ),
  );
  expect(groups[0]!.id).toBe(groups[1]!.id);
  expect(groups[1]!.joinedCount).toBe(2);
});
