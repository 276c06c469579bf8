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

/** Someone to pick: a first name (unique in the pool, like the demo members'), or a member by profile. */
export type PickTarget = string | { profileId: string; firstName: string };

const profileIdOf = (url: string) => /\/emberite\/profile\/([0-9a-f-]+)/.exec(url)?.[1] ?? '';

/**
 * Goes round the candidates with Next, setting the slider of those wanted to Curious (3). The pool
 * may hold others too (the demo members of `npm start`, members of other tests, some with the same
 * first names), so a member is known by the profile in the address, and it goes round until every
 * one is picked.
 */
export async function pickAmong(page: Page, targets: readonly PickTarget[], maxSteps = 60): Promise<void> {
  const slider = page.getByRole('slider', { name: /How do you feel about meeting/ });
  const heading = page.getByRole('article').getByRole('heading', { level: 2 });
  const label = (target: PickTarget) => (typeof target === 'string' ? target : target.firstName);
  const picked = new Set<string>();
  for (let step = 0; step < maxSteps && picked.size < targets.length; step++) {
    await expect(heading).toBeVisible();
    const here = profileIdOf(page.url());
    const name = (await heading.textContent())?.trim() ?? '';
    const target = targets.find((candidate) =>
      typeof candidate === 'string' ? candidate === name : candidate.profileId === here,
    );
    if (target && !picked.has(label(target))) {
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
      picked.add(label(target));
      if (picked.size === targets.length) break;
    }
    await page.getByRole('link', { name: 'Next' }).last().click();
    // The next profile must be on screen before it is read, or one is skipped.
    await expect.poll(() => profileIdOf(page.url())).not.toBe(here);
  }
  expect([...picked].sort()).toEqual(targets.map(label).sort());
}
