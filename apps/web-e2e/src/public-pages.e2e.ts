import { expect, test } from '@playwright/test';
import { consoleErrors } from './support/console';
import { e2eStack } from './support/stack';

// Every public page of spec 2 and the programs, FAQ, about and become-a-host pages of spec 1 §2.9,
// as the CMS is seeded: each renders its heading from the CMS with nothing logged as an error.
const pages: [path: string, heading: string][] = [
  ['/', 'Meet your people in a small group that chose you'],
  ['/v1', 'Meet people in groups. See who else is going before you commit.'],
  ['/v2', 'Do more things with people you actually want to meet'],
  ['/ember', 'Meet people who picked you too'],
  ['/embero', 'Meet people who picked you too'],
  ['/coffee', 'Coffee with people who picked you too'],
  ['/brains-and-barstools', 'Brains and Barstools'],
  ['/halloween-2025', 'Halloween night, with a crew you picked'],
  ['/halloween-mystery', 'Meet People IRL This Halloween'],
  ['/press', 'Our Story in the News'],
  ['/programs', 'Programs'],
  ['/program/partner-dance', 'partner dance'],
  ['/program/solo-dance', 'solo dance'],
  ['/program/cooking-series', 'cooking series'],
  ['/program/pottery', 'pottery'],
  ['/program/movement-trust', 'movement & trust'],
  ['/program/communication-performance', 'communication & performance'],
  ['/program/art-making', 'art making'],
  ['/program/ai-future-skills', 'ai & future skills'],
  ['/faq', 'Frequently asked questions'],
  ['/about', 'a small glowing piece of a fire that is not quite out'],
  ['/become-a-host', 'Host something you love, for people who want to be there'],
  ['/shopify-builders', 'Building on Shopify?'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-use', 'Terms of use'],
  ['/experience/paddleboard-workshop', 'Paddleboard workshop'],
  ['/experience/axe-throwing', 'Axe throwing night'],
  ['/experience/mediterranean-cooking-class', 'Mediterranean cooking class'],
  ['/experience/latin-dance', 'Latin dance evening'],
  ['/experience/remote-work-surf-talk', 'Remote work and surf talk'],
  ['/experience/website-building-workshop', 'Build your own website'],
  ['/experience/meal-kit-cooking-contest', 'Meal-kit cooking contest'],
  ['/experience/partner-acrobatics', 'Partner acrobatics'],
  ['/experience/hike-with-water-dip', 'Hike with a water dip'],
  ['/yvr/latin-dance', 'Latin dance evening'],
  ['/yvr/no-such-experience', 'Shuffle dance'],
  ['/poetry', 'Poetry night'],
  ['/yvr', 'Night out in Vancouver'],
];

for (const [path, heading] of pages) {
  test(`${path} renders "${heading}" from the CMS with no console errors`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('each brand host shows its own landing at /', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`${e2eStack.brandOrigin('coffee')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee with people who picked you too');
  await page.goto(`${e2eStack.brandOrigin('social')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet people who picked you too');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test.describe('rendered by the web server', () => {
  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });

    test('the brand landings and content pages show their content, brand and theme', async ({ page }) => {
      await page.goto(`${e2eStack.brandOrigin('coffee')}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee with people who picked you too');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'warm-coffee');
      await expect(page.getByTestId('apply-button')).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Meet your people in a small group that chose you',
      );
      await expect(page.locator('html')).toHaveAttribute('data-brand', 'programs');
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
      await expect(page).toHaveTitle('Frequently asked questions · Ember');
    });
  });

  test('a page is rendered in the colours the visitor chose, where its route does not force its own', async ({
    page,
  }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'choose your colors' }).click();
    await page.locator('label', { hasText: 'Terracotta and sand' }).click();
    await expect(page.getByRole('radio', { name: 'Terracotta and sand' })).toBeChecked();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'terracotta-sand');

    // The server's HTML, before any script: the chosen theme on the FAQ, its own on a forced route.
    const served = async (path: string) =>
      /data-theme="([^"]+)"/.exec(await (await page.request.get(path)).text())?.[1];
    expect(await served('/faq')).toBe('terracotta-sand');
    expect(await served('/halloween-2025')).toBe('midnight-purple');
    expect(await served('/')).toBe('slate-burgundy-plum');
  });

  test('a rendered page comes alive: an FAQ question opens its answer', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto('/faq');
    const question = page.getByRole('button', { name: 'How are groups formed?' });
    const expanded = await question.getAttribute('aria-expanded');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

test('/emberite/experience/{id} asks a visitor to sign in first', async ({ page }) => {
  await page.goto('/emberite/experience/latin-dance');
  await expect(page).toHaveURL(/\/login\?redirectedFrom=%2Femberite%2Fexperience%2Flatin-dance$/);
});

test('Halloween picks survive a reload, set the program and show in the selection bar', async ({ page }) => {
  await page.goto('/halloween-2025');
  await expect(page.getByRole('button', { name: /queen west/ })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: "i'm into this: Ossington Costume Crawl" }).click();
  await page.getByRole('button', { name: "i'm into this: Witching Hour Live" }).click();
  const bar = page.getByTestId('selection-bar');
  await expect(bar).toContainText('2 events selected');
  await page.reload();
  await expect(page.getByRole('button', { name: 'selected: Witching Hour Live' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(bar).toContainText('2 events selected');
  const flow = await page.evaluate(() => JSON.parse(localStorage.getItem('ember.startFlow') ?? 'null'));
  expect(flow).toMatchObject({
    programId: 'prog-halloween-2025',
    halloweenEvents: [
      {
        eventName: 'Ossington Costume Crawl',
        venue: 'Meeting point: Bellwoods Tavern',
        neighborhood: 'queen west / college / ossington',
      },
      { eventName: 'Witching Hour Live', venue: 'The Parlour Room', neighborhood: 'queen west / college / ossington' },
    ],
  });
  await bar.getByRole('link', { name: 'see who else is into this' }).click();
  await expect(page).toHaveURL(/\/start\/halloween-2025$/);
});

test('the mystery page sets its campaign path and logs the utm values it was opened with', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/halloween-mystery?utm_source=instagram&utm_medium=story&utm_campaign=oct');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet People IRL This Halloween');
  await expect
    .poll(() => logged.some((line) => line.includes('instagram') && line.includes('story') && line.includes('oct')))
    .toBe(true);
  const flow = await page.evaluate(() => JSON.parse(localStorage.getItem('ember.startFlow') ?? 'null'));
  expect(flow).toMatchObject({ campaignPath: 'halloween-mystery' });
});

test('a CMS outage after a visit still shows the page from the browser’s copy', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'a small glowing piece of a fire that is not quite out',
  );
  await page.waitForLoadState('networkidle');
  // The server renders pages from the CMS; the app reads it itself as a visitor moves between pages.
  await page.route('**/cms/api/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'faq' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't load this page right now");
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.getByRole('link', { name: 'about' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'a small glowing piece of a fire that is not quite out',
  );
});
