import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { liftNetworkLimits, uniqueEmail } from './support/accounts';
import { signInCode } from './support/mail-inbox';
import { aPhoto } from './support/photo';

// One member goes through onboarding, then uses what a member uses every day.
test.describe.configure({ mode: 'serial' });

const email = uniqueEmail('coffee');
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

const question = () => page.getByRole('heading', { level: 1 });

async function next(expected: string) {
  // The button rests for 600 ms after each move; Playwright waits for it.
  await page.getByRole('button', { name: /^(next|skip for now)$/ }).click();
  await expect(question()).toHaveText(expected);
}

async function api<T>(path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).json(), path) as Promise<T>;
}

test('a visitor walks /start/coffee with a photo and the mailed code, and lands with a profile enrolled in prog-coffee', async () => {
  await page.goto('/start/coffee');
  await expect(page.getByText('Weekend coffee')).toBeVisible();
  await expect(question()).toHaveText('what are you into?');
  await expect(page.getByRole('progressbar', { name: 'onboarding progress' })).toHaveAttribute(
    'aria-valuetext',
    'step 1 of 8',
  );
  await page.getByRole('checkbox', { name: 'Book Club' }).click();
  await page.getByRole('checkbox', { name: 'Board Games' }).click();
  await next("what's your name?");

  await page.getByPlaceholder('your first name').fill('Ada');
  // Enter moves on once the 600 ms rest after the last move is over (the button says when).
  await expect(page.getByRole('button', { name: 'next' })).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(question()).toHaveText('how old are you?');
  await page.getByPlaceholder('e.g. 31').fill('31');
  await next("what's your sex?");
  // Choosing moves on by itself.
  await page.getByRole('radio', { name: 'female' }).click();
  await expect(question()).toHaveText('add a photo of you');

  await page.getByLabel('choose a photo').setInputFiles(await aPhoto());
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await next('where in the city works for you?');
  await page.getByRole('checkbox', { name: 'downtown' }).click();
  await next('when are you free?');
  await page.getByRole('checkbox', { name: 'Saturday 9 AM' }).click();
  await next("almost there! what's your email?");

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const sentAt = new Date();
  await liftNetworkLimits();
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await page.getByLabel('Verification code').fill(await signInCode(email, sentAt));
  await page.getByRole('button', { name: 'verify' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'find your crew' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Weekend coffee', exact: true })).toBeVisible();

  const me = await api<{ firstName: string; age: number; enrollments: { programId: string }[]; photoStatus: string }>(
    '/api/profiles/me',
  );
  expect(me).toMatchObject({ firstName: 'Ada', age: 31 });
  expect(me.enrollments.map((enrollment) => enrollment.programId)).toEqual(['prog-coffee']);
  expect(['uploaded', 'processing', 'ready']).toContain(me.photoStatus);
  // The wizard forgot what it kept.
  expect(await page.evaluate(() => localStorage.getItem('ember.onboarding'))).toBeNull();

  // The photo is processed by the worker and then shows on the profile.
  await page.goto('/me');
  await expect(page.getByRole('img', { name: "Ada's photo" })).toBeVisible({ timeout: 45_000 });
});

test('the vibe check is answered and, after a reload, opens on its summary (step 4)', async () => {
  await page.goto('/vibe-check');
  await expect(question()).toHaveText('are you open to romance?');
  await page.getByRole('radio', { name: 'yes, open to it' }).click();
  await page.getByRole('radio', { name: 'anyone' }).click();
  await page.getByRole('button', { name: 'late 20s' }).click();
  await page.getByRole('button', { name: 'mid 30s' }).click();
  await expect(page.getByText('28 to 37')).toBeVisible();
  await page.getByRole('button', { name: 'continue' }).click();
  await page.getByRole('radio', { name: 'shared interests' }).click();
  await expect(question()).toHaveText('your vibe');

  await page.reload();
  await expect(question()).toHaveText('your vibe');
  await expect(page.getByText('28-37')).toBeVisible();
  await expect(page.getByText('shared interests')).toBeVisible();
});

test('an interest is added, completed, and removed with the hold button', async () => {
  await page.goto('/interests');
  await expect(page.getByRole('heading', { name: 'your interests' })).toBeVisible();
  // The two picked in the wizard have no texts yet.
  await expect(page.getByText(/2 of your interests are incomplete/)).toBeVisible();
  await page.getByRole('button', { name: 'add another interest' }).click();
  const add = page.getByRole('dialog', { name: 'add an interest' });
  await add.getByLabel('or your own').fill('Bouldering');
  await add.getByRole('button', { name: 'add' }).click();

  const modal = page.getByRole('dialog', { name: 'Bouldering' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('what are you looking for?').fill('people to try new routes with after work');
  await expect(modal.getByText('40/150')).toBeVisible();
  await modal.getByRole('button', { name: 'next' }).click();
  await modal.getByLabel('how can you contribute?').fill('a spare harness and patience with beginners');
  await modal.getByRole('button', { name: 'save' }).click();
  await expect(modal).toBeHidden();
  const card = page.getByRole('button', { name: /^Bouldering\s*looking for/ });
  await expect(card).toContainText('people to try new routes with after work');

  await card.click();
  const hold = page.getByRole('dialog', { name: 'Bouldering' }).getByRole('button', { name: 'hold to remove' });
  const box = (await hold.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Held until the two seconds are up and the removal closes the dialog; then let go.
  await expect(page.getByRole('dialog', { name: 'Bouldering' })).toBeHidden();
  await page.mouse.up();
  await expect(page.getByRole('button', { name: /^Bouldering/ })).toHaveCount(0);
});

test('an invite is created and copied, and a second one is blocked with the spec text', async () => {
  await page.goto('/emberite/settings/invites');
  await expect(page.getByText('You have no invites yet.')).toBeVisible();
  await page.getByRole('button', { name: 'create an invite' }).click();
  await expect(page.getByText('Invite created successfully!')).toBeVisible();
  const code = (await page.locator('code').first().textContent())!.trim();
  expect(code).toMatch(/^ADA/i);

  await page.getByRole('button', { name: `copy ${code}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText(`Copied "${code}" to clipboard!`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(page.getByText(`Copied "${code}" to clipboard!`)).toBeHidden({ timeout: 4000 });

  await expect(page.getByRole('button', { name: 'create an invite' })).toBeDisabled();
  await expect(
    page.getByText('You already have an active invite. You can create a new one after the current one expires.'),
  ).toBeVisible();
});

test('the member screens have no serious accessibility problems', async () => {
  for (const [path, heading] of [
    ['/home', 'find your crew'],
    ['/me', 'Ada'],
    ['/settings', 'profile settings'],
    ['/interests', 'your interests'],
    ['/vibe-check', 'your vibe'],
    ['/emberite/journey', 'your journey'],
    ['/emberite/settings', 'settings'],
    ['/emberite/settings/invites', 'invites'],
    ['/emberite/experiences/join', 'when are you free?'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(
      serious.map(
        (violation) =>
          `${path} ${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target).join(' ')}`,
      ),
    ).toEqual([]);
  }
});

test('the wizard has no serious accessibility problems', async ({ browser }) => {
  const visitor = await browser.newContext();
  const wizard = await visitor.newPage();
  await wizard.goto('/start/coffee');
  await expect(wizard.getByRole('heading', { level: 1 })).toHaveText('what are you into?');
  const results = await new AxeBuilder({ page: wizard }).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target).join(' ')}`,
    ),
  ).toEqual([]);
  await visitor.close();
});
