import { type OutboundMail, letter } from '@ember/platform';
import type { ClaimLinkMail, FormatLiveMail } from '../application/hosting-mailer.port.js';
import { claimLinkLifetimeMs } from '../domain/claim-link.entity.js';

const titled = (title: string) => title.trim() || 'your format';

/** 'Friday, March 14' for a calendar day. */
function day(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
}

export function claimLinkMail(mail: ClaimLinkMail, supportEmail: string): OutboundMail {
  return letter({
    to: mail.to,
    subject: `Next steps for “${titled(mail.formatTitle)}” on Ember`,
    heading: 'Your event format is saved',
    paragraphs: [
      `Thanks for creating “${titled(mail.formatTitle)}”. It is saved as a draft (event ID ${mail.formatId}).`,
      'To manage it, see who is interested and publish it, open the link below: it signs you in (we create your account if you have none yet) and adds the format to your host console.',
      `The link works once and expires in ${Math.round(claimLinkLifetimeMs / 86_400_000)} days.`,
    ],
    action: { label: 'Manage your format', url: mail.claimUrl },
    footer: `If you did not create this format, you can ignore this e-mail. Questions? Write to ${supportEmail}.`,
  });
}

export function formatLiveMail(mail: FormatLiveMail, supportEmail: string): OutboundMail {
  return letter({
    to: mail.to,
    subject: `“${titled(mail.formatTitle)}” is live`,
    heading: 'Your format is live',
    paragraphs: [
      `“${titled(mail.formatTitle)}” is published and collecting interest until ${day(mail.interestClosesOn)}.`,
      `Share its page so people can find it: ${mail.publicUrl}`,
      'When interest closes, we suggest groups from mutual picks; you approve them, and the people selected confirm and pay.',
    ],
    action: { label: 'See it in your console', url: mail.consoleUrl },
    footer: `Questions? Write to ${supportEmail}.`,
  });
}
