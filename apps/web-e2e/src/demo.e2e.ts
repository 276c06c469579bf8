import { type Page, expect, test } from '@playwright/test';
import { aClip, aCoffeeMember } from './support/api-session';
import { pickAmong, signedInPage } from './support/picking';
import { e2eStack } from './support/stack';

// A fresh `npm start` is alive: the landings count down to deadlines still ahead, and the demo
// members it seeds are in the open coffee round, ready to be picked by a newcomer.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);

async function secondsShown(page: Page): Promise<string> {
  return (await page.getByTestId('countdown-seconds').first().textContent()) ?? '';
}

for (const [label, url] of [
  ['coffee', () => `${e2eStack.brandOrigin('coffee')}/`],
  ['social', () => `${e2eStack.brandOrigin('social')}/`],
  ['halloween', () => `${e2eStack.webOrigin}/halloween-2025`],
] as const) {
  test(`the ${label} landing counts down to a deadline still ahead`, async ({ page }) => {
    await page.goto(url());
    const timer = page.getByRole('timer').first();
    await expect(timer).toBeVisible();
    await expect(timer).not.toHaveAttribute('aria-label', 'Closed');
    await expect(page.getByText(/^Until /).first()).toBeVisible();
    // Days left: a deadline days away, never zeros.
    expect(Number(await page.getByTestId('countdown-days').first().textContent())).toBeGreaterThan(0);
    const before = await secondsShown(page);
    await expect.poll(() => secondsShown(page), { timeout: 5_000 }).not.toBe(before);
  });
}

test('a newcomer finds the open round on /home and picks demo members', async ({ browser }) => {
  test.setTimeout(240_000);
  const newcomer = await aCoffeeMember(`e2e-demo-newcomer-${run}@example.com`, 'Nia', 'female', await aClip());
  const page = await signedInPage(browser, newcomer);
  await page.goto('/home');
  const card = page.getByRole('article', { name: 'Weekend coffee round' });
  await expect(card.getByRole('heading', { name: 'picks close in' })).toBeVisible();
  // Days to go, ticking.
  await expect(card.getByRole('timer')).toHaveText(/^\d+d \d+h \d+m \d+s$/);
  await card.getByRole('link', { name: 'start picking' }).click();
  await expect(page).toHaveURL(/\/emberite\/profile\/[0-9a-f-]+\?round=/);
  await pickAmong(page, ['Maya', 'Theo']);
  await expect(page.getByText(/You picked 2 of \d+ people\./)).toBeVisible();
});
