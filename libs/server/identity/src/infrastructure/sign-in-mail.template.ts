import type { OutboundMail } from '@ember/platform';
import type { SignInMail } from '../application/sign-in-mailer.port.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The sign-in e-mail: the code large and selectable, the link as a button, both in plain text too. */
export function renderSignInMail(mail: SignInMail, supportEmail: string): OutboundMail {
  const text = [
    `Your Ember sign-in code is ${mail.code}`,
    '',
    'Enter it on the sign-in page, or open this link to sign in directly:',
    mail.magicLink,
    '',
    'The code and the link work once and expire in 10 minutes.',
    `If you did not ask to sign in, you can ignore this e-mail. Questions? Write to ${supportEmail}.`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f6f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#2b2730">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td>
<p style="margin:0 0 8px;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#7a2e47">Ember</p>
<h1 style="margin:0 0 16px;font-size:22px">Your sign-in code</h1>
<p style="margin:0 0 24px;font-size:36px;font-weight:700;letter-spacing:.3em" data-testid="code">${escape(mail.code)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">Enter it on the sign-in page, or sign in with one tap:</p>
<p style="margin:0 0 24px"><a href="${escape(mail.magicLink)}" style="display:inline-block;background:#7a2e47;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:999px;font-weight:600">Sign in to Ember</a></p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#6b6570">The code and the link work once and expire in 10 minutes. If you did not ask to sign in, you can ignore this e-mail. Questions? Write to <a href="mailto:${escape(supportEmail)}" style="color:#7a2e47">${escape(supportEmail)}</a>.</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: mail.email, subject: `${mail.code} is your Ember sign-in code`, text, html };
}
