import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { e2eStack } from './support/stack';

test('the coffee brand, chosen by host name from the CMS brands, shows its Apply target and theme', async ({
  page,
}) => {
  await page.goto(`${e2eStack.brandOrigin('coffee')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coffee with people who picked you too');
  await expect(page.getByTestId('apply-button')).toHaveAttribute('href', '/coffee');
  await expect(page.locator('footer')).toContainText('© 2025 Ember Coffee');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'warm-coffee');
});

test('the default brand sends its call to action to /login and hides the header buttons on /create-event', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('header-cta')).toHaveAttribute('href', '/login');
  await expect(page.getByTestId('apply-button')).toHaveAttribute('href', '/start');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'a small glowing piece of a fire that is not quite out',
  );
  await page.goto('/create-event');
  await expect(page.getByTestId('apply-button')).toHaveCount(0);
});

test('routes wear the themes the CMS forces on them', async ({ page }) => {
  for (const [path, theme] of [
    ['/halloween-2025', 'midnight-purple'],
    ['/halloween-mystery', 'forest-gold'],
    ['/brains-and-barstools', 'warm-coffee'],
    ['/', 'slate-burgundy-plum'],
  ]) {
    await page.goto(path!);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme!);
  }
});

const landings = [
  ['the programs brand', `${e2eStack.webOrigin}/`],
  ['the social brand', `${e2eStack.brandOrigin('social')}/`],
  ['the coffee brand', `${e2eStack.brandOrigin('coffee')}/`],
] as const;

for (const [brand, url] of landings) {
  test(`the landing of ${brand} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(
      serious.map(
        (violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target).join(' ')}`,
      ),
    ).toEqual([]);
  });
}

for (const path of ['/login', '/create-account', '/faq', '/halloween-2025']) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
