import { expect, test } from '@playwright/test';
import { e2eStack } from './support/stack';

test('an editor changes an FAQ answer in the admin, publishes, and /faq shows it', async ({ page }) => {
  const answer = `Groups of 6-12 form only from mutual picks (edited ${Date.now().toString(36)}).`;
  await page.goto('/faq');
  const question = page.getByRole('button', { name: 'How are groups formed?' });
  await question.click();
  await expect(page.getByRole('region', { name: 'How are groups formed?' })).toContainText(
    'Everyone in a program round',
  );

  const admin = `${e2eStack.cmsOrigin}/cms/admin`;
  await page.goto(`${admin}/login`);
  await page.getByLabel('Email').fill('editor@ember.local');
  await page.getByLabel('Password').fill('ember-editor');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cms\/admin\/?$/);
  await page.goto(`${admin}/collections/faqs?limit=100`);
  await page.getByRole('link', { name: 'How are groups formed?' }).click();
  const field = page.locator('#field-answer');
  // The admin's edit view is a heavy page: under load its first render takes a while.
  await expect(field).toBeVisible({ timeout: 45_000 });
  await field.fill(answer);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible();

  await page.goto('/faq');
  await page.getByRole('button', { name: 'How are groups formed?' }).click();
  await expect(page.getByRole('region', { name: 'How are groups formed?' })).toHaveText(answer);
});
