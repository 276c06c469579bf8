import { e2eStack } from './stack';

interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  to: { address: string }[];
  time: string;
}

/** The newest e-mail to `address` that arrived after `since`, read from the catcher's HTTP inbox. */
export async function waitForMail(address: string, since: Date, timeoutMs = 30_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${e2eStack.mailInbox}/api/email`);
    if (response.ok) {
      const mails = ((await response.json()) as CaughtMail[])
        .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
        .filter((mail) => new Date(mail.time) >= new Date(since.getTime() - 1000))
        .sort((a, b) => b.time.localeCompare(a.time));
      if (mails[0]) return mails[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail for ${address} within ${timeoutMs} ms`);
}

/** The 6-digit sign-in code of the newest sign-in e-mail to `address`. */
export async function signInCode(address: string, since: Date): Promise<string> {
  const mail = await waitForMail(address, since);
  const code = /sign-in code is (\d{6})/.exec(mail.text ?? '')?.[1] ?? /^(\d{6}) is your/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no code in the e-mail "${mail.subject}"`);
  return code;
}
