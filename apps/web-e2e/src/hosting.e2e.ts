import { type Page, expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { consoleErrors } from './support/console';
import { waitForMail } from './support/mail-inbox';

// Spec 3 §2.1, §2.11, §4, §8: a visitor without an account designs a format in the twelve steps,
// goes on without an account, creates it, opens the mailed link, and manages it in the console.

/** A figure of the dashboard's metric cards. */
function metric(page: Page, label: string) {
  return page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]/span[1]`);
}

async function expectCounts(page: Page, counts: Record<string, string>) {
  await page.goto('/host/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const [label, value] of Object.entries(counts)) await expect(metric(page, label)).toHaveText(value);
}

test('an anonymous visitor creates a format in twelve steps, claims it by e-mail, publishes, duplicates and archives the copy', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const email = uniqueEmail('host');
  const title = `Dumplings from scratch ${Date.now().toString(36)}`;
  const progress = page.getByRole('progressbar', { name: 'Wizard progress' });
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const step = async (number: number, heading: string) => {
    await expect(progress).toHaveAttribute('aria-valuetext', `Step ${number} of 12`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  };

  await page.goto('/create-event');
  // The first page of a run may wait for a cold server.
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 12', { timeout: 30_000 });
  await page.getByRole('button', { name: "Let's start" }).click();

  await step(2, 'What is the idea?');
  await expect(next).toBeDisabled();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('We fold dumplings together, steam them and eat them.');
  await page.getByRole('radio', { name: 'Skill building' }).click();
  await next.click();

  await step(3, 'How the timeline works');
  await next.click();
  await step(4, 'How long should interest be collected?');
  const interest = page.getByRole('slider', { name: 'Interest collection' });
  await interest.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(interest).toHaveAttribute('aria-valuetext', '5 days');
  await expect(page.getByText(/^A short window/)).toBeVisible();
  await next.click();

  await step(5, 'Who will be in each group?');
  await next.click();
  await step(6, 'Shape your groups');
  await page.getByRole('radio', { name: /Multiple groups/ }).check();
  await next.click();

  await step(7, 'When and where');
  await next.click();
  await step(8, 'Which dates could work?');
  await expect(next).toBeDisabled();
  const days = page.getByRole('table').getByRole('button', { disabled: false });
  await days.first().click();
  await days.nth(2).click();
  await expect(page.getByText('2 dates chosen.')).toBeVisible();
  await next.click();

  await step(9, 'At what time?');
  await page.getByRole('combobox', { name: 'Time for every date' }).selectOption('18:00-21:00');
  await page.getByRole('button', { name: 'Set all' }).click();
  await next.click();

  await step(10, 'Where will it happen?');
  await expect(next).toBeDisabled();
  await page.getByRole('combobox', { name: 'City' }).fill('Toro');
  await page.getByRole('option', { name: 'Toronto' }).click();
  await page.getByRole('combobox', { name: 'Neighbourhood' }).fill('leslie');
  await page.getByRole('option', { name: 'Leslieville' }).click();
  await next.click();

  await step(11, 'Create your host account');
  await page.getByRole('button', { name: 'Continue without an account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Continue without an account?' });
  await expect(confirm).toContainText(
    "Without an account, you won't be able to manage your event or see who's interested. Continue anyway?",
  );
  await confirm.getByRole('button', { name: 'Continue anyway' }).click();

  await step(12, 'Check your format');
  await page.getByRole('textbox', { name: 'Your first name' }).fill('Maya');
  await page.getByRole('textbox', { name: 'Your email' }).fill(email);
  const create = page.getByRole('button', { name: 'Create event format' });
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
  const sentAt = new Date();
  await create.click();
  const created = page.getByRole('dialog', { name: 'Your format is created' });
  await expect(created).toContainText(
    /Event format created successfully! Event ID: [0-9a-f-]{36}\. You will receive an email with next steps\./,
  );
  await created.getByRole('button', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/(home|welcome)?$/);

  // The mailed link signs the host in, with an account made for the address, on the dashboard.
  const mail = await waitForMail(email, sentAt);
  const link = /\/host\/claim\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, `a claim link in "${mail.subject}"`).toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/host\/dashboard$/);
  await expect(page.getByRole('button', { name: /Maya/ })).toBeVisible();
  for (const [label, value] of Object.entries({ 'Total formats': '1', Drafts: '1', 'Active formats': '0' }))
    await expect(metric(page, label)).toHaveText(value);
  const formats = page.getByRole('region', { name: 'Your formats' });
  await expect(formats.getByRole('article', { name: title })).toContainText('draft');

  // Publish the draft from its details.
  await formats.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  const publicPage = page.getByRole('link', { name: 'View public page' });
  await expect(publicPage).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Group formation' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 10 groups formed',
  );
  const slugPath = (await publicPage.getAttribute('href')) ?? '';
  expect(slugPath).toMatch(/^\/f\/[a-z0-9-]+$/);

  // Its public page, with the Open Graph tags the web server renders.
  const shared = await page.request.get(slugPath);
  expect(shared.status()).toBe(200);
  expect(await shared.text()).toContain(`<meta property="og:title" content="${title}" />`);
  await publicPage.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Hosted by Maya')).toBeVisible();
  await expect(page.getByText('Leslieville, Toronto')).toBeVisible();

  await expectCounts(page, { 'Total formats': '1', Drafts: '0', 'Active formats': '1' });

  // Duplicate it: a draft "… (copy)"; then archive the copy.
  await page.getByRole('region', { name: 'Your formats' }).getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: `Duplicate ${title}` }).click();
  const copy = `${title} (copy)`;
  await expect(page.getByRole('heading', { level: 1, name: copy })).toBeVisible();
  await expect(page.getByText('draft', { exact: true })).toBeVisible();
  await expectCounts(page, { 'Total formats': '2', Drafts: '1', 'Active formats': '1' });
  await page.getByRole('region', { name: 'Your formats' }).getByRole('link', { name: copy }).click();
  await page.getByRole('button', { name: `Archive ${copy}` }).click();
  await page.getByRole('dialog', { name: 'Archive this format?' }).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('archived', { exact: true })).toBeVisible();

  await expectCounts(page, { 'Total formats': '1', Drafts: '0', 'Active formats': '1' });
  const list = page.getByRole('region', { name: 'Your formats' });
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Recent activity' })).toContainText(title);
  expect(errors).toEqual([]);
});
