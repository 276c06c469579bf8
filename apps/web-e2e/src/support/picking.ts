import { type Browser, type Page, expect } from '@playwright/test';
import type { SeededMember } from './api-session';
import { e2eStack } from './stack';

/** A browser context signed in as the member (their api session's cookies). */
export async function signedInPage(browser: Browser, member: SeededMember): Promise<Page> {
  const context = await browser.newContext();
  const host = new URL(e2eStack.webOrigin).hostname;
  await context.addCookies(
    member.session.cookieList().map((cookie) => ({ ...cookie, domain: host, path: '/', sameSite: 'Lax' as const })),
  );
  return context.newPage();
}

/**
 * Goes round the candidates with Next, setting the slider of those named to Curious (3). The pool
 * may hold others too (the demo members of `npm start`, members of other tests), so it goes round
 * until every name is picked.
 */
export async function pickAmong(page: Page, names: readonly string[], maxSteps = 40): Promise<void> {
  const slider = page.getByRole('slider', { name: /How do you feel about meeting/ });
  const heading = page.getByRole('article').getByRole('heading', { level: 2 });
  const picked = new Set<string>();
  for (let step = 0; step < maxSteps && picked.size < names.length; step++) {
    const name = (await heading.textContent())?.trim() ?? '';
    if (names.includes(name) && !picked.has(name)) {
      await expect(slider).toHaveAttribute('aria-valuetext', 'Neutral');
      const saved = page.waitForResponse(
        (response) => response.url().includes('/picks/') && response.request().method() === 'PUT',
      );
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuetext', 'Curious');
      await expect(page.locator('[data-level="3"]')).toBeVisible();
      expect((await saved).status()).toBe(200);
      picked.add(name);
      if (picked.size === names.length) break;
    }
    await page.getByRole('link', { name: 'Next' }).last().click();
    // The next profile must be on screen before its name is read, or one is skipped.
    await expect(heading).not.toHaveText(name);
  }
  expect([...picked].sort()).toEqual([...names].sort());
}
