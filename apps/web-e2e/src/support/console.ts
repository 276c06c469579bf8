import type { Page } from '@playwright/test';

/**
 * Collects the page's console errors and uncaught exceptions. The landing's session probe
 * (GET /api/auth/me) answers 401 to every visitor by design; the browser logs that response as an
 * error, so it is left out.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (/\/api\/auth\/me$/.test(url) && message.text().includes('401')) return;
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
