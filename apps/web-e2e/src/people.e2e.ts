import { type Browser, type Page, expect, test } from '@playwright/test';
import { type SeededMember, aClip, aCoffeeMember } from './support/api-session';
import { e2eStack } from './support/stack';

// A member opens another member's public profile, then sets their people filters; closing the
// filters saves them on the server and returns to People (off by default: the spec's words).
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const address = (label: string) => `e2e-people-${label}-${run}@example.com`;

async function signedInPage(browser: Browser, member: SeededMember): Promise<Page> {
  const context = await browser.newContext();
  const host = new URL(e2eStack.webOrigin).hostname;
  await context.addCookies(
    member.session.cookieList().map((cookie) => ({ ...cookie, domain: host, path: '/', sameSite: 'Lax' as const })),
  );
  return context.newPage();
}

test('a member sees another member’s profile and saves their people filters', async ({ browser }) => {
  test.setTimeout(240_000);
  const clip = await aClip();
  const ana = await aCoffeeMember(address('ana'), 'Ana', 'female', clip);
  const ben = await aCoffeeMember(address('ben'), 'Ben', 'male', clip);
  await ben.session.ok('POST', '/api/users/updateUserProperty', {
    changes: [{ field: 'bucketList', value: ['Sail around Toronto Island'] }],
  });

  const page = await signedInPage(browser, ana);
  await page.goto(`${e2eStack.webOrigin}/profile/${ben.profileId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ben' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'about' })).toContainText('Toronto ON Canada');
  await expect(page.getByText('Sail around Toronto Island')).toBeVisible();
  await expect(page.getByText('Board Games')).toBeVisible();
  // Ana has videos of her own, so she sees Ben's: one plays, the thumbnails switch between them.
  await expect(page.getByLabel(/^Ben's (fun|useful) video$/)).toBeVisible();
  await page.getByRole('button', { name: 'play the fun video' }).click();
  await expect(page.getByLabel("Ben's fun video")).toBeVisible();

  await page.goto(`${e2eStack.webOrigin}/emberite/peopleFilterSettings`);
  await expect(page.getByRole('heading', { level: 1, name: 'People filters' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'men', exact: true }).click();
  await page.getByLabel('Youngest').fill('25');
  await page.getByLabel('Oldest').fill('22');
  await page.getByRole('button', { name: 'save and close' }).click();
  await expect(page.getByText('The youngest age cannot be above the oldest.')).toBeVisible();
  await page.getByLabel('Oldest').fill('45');
  await page.getByRole('button', { name: 'save and close' }).click();
  await expect(page).toHaveURL(/\/emberite\/people$/);
  await expect(page.getByText('This feature is coming soon! Apologies for inconvenience.')).toBeVisible();

  const saved = await ana.session.ok<{ profileFilters: { sex: string[]; ageMin: number; ageMax: number } }>(
    'GET',
    '/api/profiles/me/filters',
  );
  expect(saved.profileFilters).toMatchObject({ sex: ['male'], ageMin: 25, ageMax: 45 });
});
