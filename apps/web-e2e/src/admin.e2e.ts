import { type Browser, type Page, expect, test } from '@playwright/test';
import { ApiSession, aClip, aCoffeeMember } from './support/api-session';
import { e2eStack } from './support/stack';

// Trust and safety end to end: a member reports another from the pick page (which also blocks
// them), an admin resolves the report in the console by suspending, the suspended member's next
// request lands on the suspended screen, and the audit log shows the action.
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const address = (label: string) => `e2e-safety-${label}-${run}@example.com`;

async function signedInPage(browser: Browser, session: ApiSession): Promise<Page> {
  const context = await browser.newContext();
  const host = new URL(e2eStack.webOrigin).hostname;
  await context.addCookies(
    session.cookieList().map((cookie) => ({ ...cookie, domain: host, path: '/', sameSite: 'Lax' as const })),
  );
  return context.newPage();
}

test('a report from the pick page, resolved by suspending, ends the session and is audited', async ({ browser }) => {
  test.setTimeout(360_000);
  const clip = await aClip();
  const admin = await ApiSession.signIn('e2e-admin@example.com');
  const ana = await aCoffeeMember(address('ana'), 'Ana', 'female', clip);
  const ben = await aCoffeeMember(address('ben'), 'Ben', 'male', clip);

  // The coffee round `npm start` seeds, open while the campaign takes registrations.
  const { rounds } = await admin.ok<{ rounds: { id: string; programId: string; status: string }[] }>(
    'GET',
    '/api/rounds/hosted',
  );
  const round = rounds.find((candidate) => candidate.programId === 'prog-coffee' && candidate.status !== 'closed')!;
  expect(round).toBeDefined();
  await expect
    .poll(async () => (await ana.session.ok<{ status: string }>('GET', `/api/rounds/${round.id}`)).status, {
      timeout: 30_000,
    })
    .toBe('collecting');

  // Ana reports Ben from his profile on the pick page.
  const anaPage = await signedInPage(browser, ana.session);
  await anaPage.goto(`/emberite/profile/${ben.profileId}?round=${round.id}`);
  await expect(anaPage.getByRole('article').getByRole('heading', { level: 2, name: 'Ben' })).toBeVisible();
  await anaPage.getByRole('button', { name: 'report Ben' }).click();
  const dialog = anaPage.getByRole('dialog', { name: 'Report Ben' });
  await dialog.getByRole('radio', { name: 'Harassment' }).check();
  await dialog.getByRole('textbox').fill('He kept sending rude messages.');
  const reported = anaPage.waitForResponse(
    (response) => response.url().endsWith('/api/reports') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'report and block' }).click();
  expect((await reported).status()).toBe(204);
  await expect(dialog).toBeHidden();
  // Reporting blocked him: he is among Ana's blocked people.
  await anaPage.goto('/emberite/settings/blocks');
  await expect(anaPage.getByRole('list', { name: 'blocked people' })).toContainText('Ben');

  // The admin resolves it in the console by suspending Ben.
  const benPage = await signedInPage(browser, ben.session);
  await benPage.goto('/home');
  await expect(benPage).toHaveURL(/\/home$/);
  const adminPage = await signedInPage(browser, admin);
  await adminPage.goto('/admin');
  await expect(adminPage).toHaveURL(/\/admin\/reports$/);
  const report = adminPage.getByRole('listitem', { name: 'Report about Ben' });
  await expect(report).toContainText('He kept sending rude messages.');
  await expect(report).toContainText(address('ana'));
  await report.getByRole('textbox').fill('Harassment of another member');
  await report.getByRole('button', { name: 'suspend Ben' }).click();
  await expect(adminPage.getByText('No open report. All handled.')).toBeVisible();

  // Ben's next request lands on the suspended screen, which says why and how to appeal.
  await benPage.goto('/home');
  await expect(benPage).toHaveURL(/\/suspended$/);
  await expect(benPage.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
  await expect(benPage.getByText(/Your account is suspended \(Harassment of another member\)\./)).toBeVisible();
  await expect(benPage.getByRole('link', { name: 'Write to appeal' })).toBeVisible();

  // The audit log shows who did it, to whom, why and when.
  await adminPage.getByRole('link', { name: 'Audit log' }).click();
  const row = adminPage.getByRole('row').filter({ hasText: address('ben') });
  await expect(row.first()).toContainText('e2e-admin@example.com');
  await expect(row.first()).toContainText('suspended on a report');
  await expect(row.first()).toContainText('Harassment of another member');
});
