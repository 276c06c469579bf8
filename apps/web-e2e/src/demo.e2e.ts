import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { type Page, expect, test } from '@playwright/test';
import { aClip, aCoffeeMember } from './support/api-session';
import { pickAmong, signedInPage } from './support/picking';
import { e2eStack } from './support/stack';

// A fresh `npm start` is alive: the landings count down to deadlines still ahead, and the demo
// members it seeds are in the open coffee round, ready to be picked by a newcomer; `npm run
// demo:advance` forms the groups, and run again confirms them, so the newcomer joins and chats.
test.describe.configure({ mode: 'serial' });

const root = resolve(import.meta.dirname, '../../..');

/** A command of the repository's, run by Node against the stack under test (its data directory). */
async function command(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: root,
    env: { ...process.env, EMBER_DATA_DIR: e2eStack.dataDir },
    timeout: 180_000,
  });
  return stdout;
}

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

test('a newcomer picks demo members, the round advances, and they join a group and chat in it', async ({ browser }) => {
  test.setTimeout(480_000);
  const newcomer = await aCoffeeMember(`e2e-demo-newcomer-${run}@example.com`, 'Nia', 'female', await aClip());
  const page = await signedInPage(browser, newcomer);
  await page.goto('/home');
  const card = page.getByRole('article', { name: 'Weekend coffee round' });
  await expect(card.getByRole('heading', { name: 'picks close in' })).toBeVisible();
  // Days to go, ticking.
  await expect(card.getByRole('timer')).toHaveText(/^\d+d \d+h \d+m \d+s$/);
  await card.getByRole('link', { name: 'start picking' }).click();
  await expect(page).toHaveURL(/\/emberite\/profile\/[0-9a-f-]+\?round=/);
  // Demo members wear their badge beside the name.
  await expect(page.getByRole('article').getByTitle(/A demo member/)).toHaveText('demo member');
  await pickAmong(page, ['Maya', 'Theo']);
  await expect(page.getByText(/You picked 2 of \d+ people\./)).toBeVisible();

  // Formation: the demo members pick the newcomer back, picks close, the groups form.
  const formed = await command('tools/demo/advance.ts');
  expect(formed).toMatch(/demo: \d+ group\(s\) formed/);
  expect(formed).toMatch(/demo: \d+ demo member\(s\) joined their groups/);
  await page.goto('/home');
  await expect(card.getByRole('heading', { name: 'your group is ready' })).toBeVisible();
  await card.getByRole('link', { name: 'review your group' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'your group' })).toBeVisible();
  const group = page.getByRole('list', { name: 'your group' });
  await expect(group.getByRole('listitem').filter({ hasText: 'Nia' })).toContainText('you');
  // Demo members among them, each marked, and at least one of those the newcomer picked.
  expect(await group.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
  expect(await group.getByTitle(/A demo member/).count()).toBeGreaterThanOrEqual(2);
  await expect(
    group
      .getByRole('listitem')
      .filter({ hasText: /^(Maya|Theo)/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('link', { name: /^join · \$10/ }).click();
  await page.getByRole('button', { name: 'pay $10 CAD (test mode)' }).click();
  await expect(page.getByText('all set, we will send an invite once your group is assembled')).toBeVisible();

  // Confirmation: the review closes, the group meets, and a demo member opens its chat.
  expect(await command('tools/demo/advance.ts')).toMatch(/demo: [1-9]\d* group\(s\) confirmed/);
  await page.reload();
  await expect(page.getByText('Your group is confirmed: see you there!')).toBeVisible();
  const chat = page.getByRole('region', { name: 'group chat' });
  const messages = chat.getByRole('list', { name: 'messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('Glad this worked out');
  await chat.getByLabel('Message your group').fill('Hello from Nia! Saturday works for me.');
  await chat.getByRole('button', { name: 'send' }).click();
  await expect(messages).toHaveCount(2);
  await expect(messages.last()).toContainText('Hello from Nia! Saturday works for me.');

  // The round is over: the next one opens, as the next `npm start` would, for the tests after this.
  const seed =
    "import('./tools/launcher/api-command.ts').then((m) => m.runApiCommand('seed', [], { needsRunning: true }))";
  expect(await command('--input-type=module', '-e', seed)).toMatch(/matching rounds: [1-9]\d* seeded/);
});
