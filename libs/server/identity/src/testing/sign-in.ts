import type { TestBrowser, TestSmtpServer } from '@ember/platform/testing';

/** Reads the 6-digit code out of a sign-in e-mail. */
export function codeFrom(mail: { text?: string | undefined }): string {
  const code = /sign-in code is (\d{6})/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** Signs the browser in as `email` the way a member does: code sent, read from the mailbox, typed in. */
export async function signIn(browser: TestBrowser, smtp: TestSmtpServer, email: string): Promise<void> {
  await browser.open();
  await browser.post('/api/auth/magic-link/send', { email }).expect(200);
  const code = codeFrom(await smtp.waitFor(email));
  await browser.post('/api/auth/magic-link/code', { email, code }).expect(200);
}
