import { type Browser, type Page, expect, test } from '@playwright/test';
import { ApiSession, type SeededMember, aClip, aCoffeeMember } from './support/api-session';
import { e2eStack } from './support/stack';

// Test mode (no card provider, the npm start default): a member pays the $10 deposit on /payment,
// is grouped in a host's Brains and Barstools round, pays the ticket less the deposit on /payment
// and joins; the group is confirmed; the member sees both in settings, the host sees the format's
// earnings (gross, Ember's 20 %, processing, net) on /host/payments.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const address = (label: string) => `e2e-pay-${label}-${run}@example.com`;

async function pageAs(browser: Browser, session: ApiSession): Promise<Page> {
  const context = await browser.newContext();
  const host = new URL(e2eStack.webOrigin).hostname;
  await context.addCookies(
    session.cookieList().map((cookie) => ({ ...cookie, domain: host, path: '/', sameSite: 'Lax' as const })),
  );
  return context.newPage();
}

test('a member pays the deposit and a ticket in test mode; settings and the host’s payments page show them', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const clip = await aClip();
  const admin = await ApiSession.signIn('e2e-admin@example.com');
  const host = await ApiSession.signIn(address('host'));
  await admin.ok('POST', '/api/users/grantRole', { email: address('host'), role: 'host' });
  const members: Record<string, SeededMember> = {};
  for (const [label, name, sex] of [
    ['ana', 'Ana', 'female'],
    ['ben', 'Ben', 'male'],
    ['cai', 'Cai', 'male'],
    ['dee', 'Dee', 'female'],
  ] as const) {
    members[label] = await aCoffeeMember(address(label), name, sex, clip, 'prog-brains-and-barstools');
  }
  const ana = members['ana']!;

  // The deposit, at the end of registration.
  const page = await pageAs(browser, ana.session);
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'a $10 deposit' })).toBeVisible();
  await expect(page.getByText('test mode', { exact: true })).toBeVisible();
  await expect(page.getByLabel('what you pay')).toContainText('Due now$10 CAD');
  await page.getByRole('button', { name: 'pay $10 CAD (test mode)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'your deposit is on file' })).toBeVisible();

  // The host's round: the four pick each other, picks close, the group forms.
  const now = Date.now();
  const round = await host.ok<{ id: string }>('POST', '/api/rounds', {
    programId: 'prog-brains-and-barstools',
    picksOpenAt: new Date(now - 1000).toISOString(),
    picksCloseAt: new Date(now + 60 * 60_000).toISOString(),
    eventStartsAt: new Date(now + 10 * 24 * 3600_000).toISOString(),
  });
  await expect
    .poll(async () => (await ana.session.ok<{ status: string }>('GET', `/api/rounds/${round.id}`)).status, {
      timeout: 30_000,
    })
    .toBe('collecting');
  for (const from of Object.values(members)) {
    for (const to of Object.values(members)) {
      if (from !== to) await from.session.ok('PUT', `/api/rounds/${round.id}/picks/${to.profileId}`, { level: 3 });
    }
  }
  await host.ok('PATCH', `/api/rounds/${round.id}`, { picksCloseAt: new Date(Date.now() + 3_000).toISOString() });
  await expect
    .poll(async () => (await ana.session.ok<{ status: string }>('GET', `/api/rounds/${round.id}`)).status, {
      timeout: 60_000,
    })
    .toBe('reviewing');

  // Ana joins from her group page: the ticket less her deposit, the policy shown before paying.
  await page.goto(`/emberite/rounds/${round.id}/group`);
  await page.getByRole('link', { name: /^join · \$33\.28 CAD/ }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?round=${round.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'pay for your group' })).toBeVisible();
  const lines = page.getByLabel('what you pay');
  await expect(lines).toContainText('Brains and Barstools$33.28 CAD');
  await expect(lines).toContainText('Your deposit, counted toward it−$10 CAD');
  await expect(lines).toContainText('Due now$23.28 CAD');
  await expect(page.getByRole('region', { name: 'refunds and cancellations' })).toContainText(
    'Flexible. Full refund until 48 hours before the event.',
  );
  await page.getByRole('button', { name: 'pay $23.28 CAD (test mode)' }).click();
  await expect(page).toHaveURL(new RegExp(`/emberite/rounds/${round.id}/group$`));
  await expect(page.getByText('all set, we will send an invite once your group is assembled')).toBeVisible();
  await expect(page.getByText('Your $33.28 CAD is held on your card until the group is confirmed.')).toBeVisible();

  // The three others pay through the api and join; the review closes and the group is confirmed.
  for (const label of ['ben', 'cai', 'dee']) {
    const session = members[label]!.session;
    const checkout = await session.ok<{ paymentId: string }>('POST', `/api/rounds/${round.id}/my-group/checkout`);
    await session.ok('POST', `/api/payments/${checkout.paymentId}/test-payment`);
    await session.ok('POST', `/api/rounds/${round.id}/my-group/join`);
  }
  await host.ok('PATCH', `/api/rounds/${round.id}`, { reviewClosesAt: new Date(Date.now() + 3_000).toISOString() });
  await expect
    .poll(async () => (await ana.session.ok<{ status: string }>('GET', `/api/rounds/${round.id}/my-group`)).status, {
      timeout: 60_000,
    })
    .toBe('confirmed');

  await page.goto('/emberite/settings');
  await page.getByRole('link', { name: /Payments/ }).click();
  await expect(page).toHaveURL(/\/emberite\/settings\/payments$/);
  const list = page.getByRole('list', { name: 'your payments' });
  await expect
    .poll(async () => list.getByRole('listitem').first().textContent(), { timeout: 30_000 })
    .toContain('Brains and Barstools$33.28 CAD');
  await expect(list.getByRole('listitem').first()).toContainText('paid · your deposit counted $10 CAD');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Deposit$10 CAD');
  await expect(list.getByRole('listitem').nth(1)).toContainText('counted toward a ticket');

  // The host: four tickets of $33.28, Ember's 20 %, processing, the host's net.
  const hostPage = await pageAs(browser, host);
  await hostPage.goto('/host/payments');
  const row = hostPage
    .getByRole('table', { name: 'Earnings per format' })
    .getByRole('row', { name: /Brains and Barstools/ });
  await expect(row).toContainText('4 tickets');
  await expect(row.getByRole('cell')).toHaveText(['$133.12 CAD', '$0 CAD', '-$26.64 CAD', '-$5.08 CAD', '$101.40 CAD']);
  await hostPage.goto('/host/billing');
  await expect(hostPage.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await expect(hostPage.getByText('test mode', { exact: true })).toBeVisible();
  // Test mode's payout account is ready at once: the link comes straight back to billing.
  await hostPage.getByRole('button', { name: 'Set up payouts with Stripe' }).click();
  await expect(hostPage).toHaveURL(/\/host\/billing\?onboarding=done$/);
  await expect(hostPage.getByRole('heading', { name: 'Payouts are on' })).toBeVisible();
});
