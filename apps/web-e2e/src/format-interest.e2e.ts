import { type Browser, type Page, expect, test } from '@playwright/test';
import { ApiSession, aClip, aCoffeeMember } from './support/api-session';
import { consoleErrors } from './support/console';
import { e2eStack } from './support/stack';

// Spec 3 §3, interest: a host publishes a format; on its page a visitor is asked to sign in, a
// member without videos is told what is missing, and a member others can see registers and
// withdraws while the host's count follows.
const run = Date.now().toString(36);
const address = (label: string) => `e2e-interest-${label}-${run}@example.com`;
const day = 24 * 3600 * 1000;

async function pageAs(browser: Browser, session: ApiSession | null): Promise<Page> {
  const context = await browser.newContext();
  const host = new URL(e2eStack.webOrigin).hostname;
  if (session)
    await context.addCookies(
      session.cookieList().map((cookie) => ({ ...cookie, domain: host, path: '/', sameSite: 'Lax' as const })),
    );
  return context.newPage();
}

/** A date of the format's calendar (Toronto), counted from today. */
function dateIn(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(Date.now() + days * day));
}

test('members register and withdraw interest on a published format, and the host sees the count', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `Dumplings and interest ${run}`;
  const maya = await ApiSession.signIn(address('host'));
  const draft = await maya.ok<{ id: string }>('POST', '/api/event-format/draft', {
    format: title,
    description: 'We fold dumplings together, steam them and eat them.',
    category: 'skill-building',
    timeline: { interestCollection: 7, selectionWindow: 2 },
    possibleDates: [{ date: dateIn(14), time: '19:00-22:00' }],
    location: { city: 'toronto', neighborhood: 'leslieville', venueDetails: '' },
    hostInfo: { firstName: 'Maya' },
  });
  const { slug } = await maya.ok<{ slug: string }>('POST', `/api/event-format/${draft.id}/publish`);
  const ana = await aCoffeeMember(address('ana'), 'Ana', 'female', await aClip());
  const ben = await ApiSession.signIn(address('ben'));

  // A visitor is asked to sign in, and the link comes back to the page.
  const visitor = await pageAs(browser, null);
  await visitor.goto(`/f/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByRole('link', { name: 'Sign in to register interest' })).toHaveAttribute(
    'href',
    `/login?redirectedFrom=${encodeURIComponent(`/f/${slug}`)}`,
  );

  // A member without a profile is told to create one.
  const benPage = await pageAs(browser, ben);
  await benPage.goto(`/f/${slug}`);
  await expect(benPage.getByText('Create your member profile to register interest.')).toBeVisible();
  await expect(benPage.getByRole('link', { name: 'Create my profile' })).toBeVisible();
  await expect(benPage.getByRole('button', { name: 'Register interest' })).toHaveCount(0);

  // A member others can see registers; the host sees one interested, with the activity.
  const anaPage = await pageAs(browser, ana.session);
  const errors = consoleErrors(anaPage);
  await anaPage.goto(`/f/${slug}`);
  await anaPage.getByRole('button', { name: 'Register interest' }).click();
  await expect(anaPage.getByText('You are interested. We will tell you when picking starts.')).toBeVisible();
  const hostPage = await pageAs(browser, maya);
  const interested = hostPage.locator('xpath=//dt[normalize-space()="Interested"]/following-sibling::dd[1]');
  await hostPage.goto(`/host/format/${draft.id}/details`);
  await expect(interested).toHaveText('1');
  await expect(hostPage.getByText('Ana', { exact: true })).toBeVisible();
  await hostPage.goto('/host/dashboard');
  await expect(hostPage.getByRole('region', { name: 'Recent activity' })).toContainText(
    `Ana is interested in “${title}”.`,
  );

  // Withdrawing takes Ana off the count.
  await anaPage.reload();
  await anaPage.getByRole('button', { name: 'Withdraw my interest' }).click();
  await expect(anaPage.getByRole('button', { name: 'Register interest' })).toBeVisible();
  await hostPage.goto(`/host/format/${draft.id}/details`);
  await expect(interested).toHaveText('0');

  // The host is never in their own pool.
  await hostPage.goto(`/f/${slug}`);
  await expect(hostPage.getByText('You host this format. Share its page to gather interest.')).toBeVisible();
  expect(errors).toEqual([]);
});
