import { type OutboundMail, letter } from '@ember/platform';
import type {
  ClaimLinkMail,
  DraftSavedMail,
  FormatLiveMail,
  InterestClosedMail,
  InterestExtendedMail,
  InterestMilestoneMail,
} from '../application/hosting-mailer.port.js';
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

export function draftSavedMail(mail: DraftSavedMail, supportEmail: string): OutboundMail {
  return letter({
    to: mail.to,
    subject: `Next steps for “${titled(mail.formatTitle)}” on Ember`,
    heading: 'Your event format is saved',
    paragraphs: [
      `Thanks for creating “${titled(mail.formatTitle)}”. It is saved as a draft (event ID ${mail.formatId}) in your host console.`,
      'Next: check its dates, group rules and price, then publish it. Publishing gives it a public page to share, and interest collection starts that day.',
      'When interest closes, we suggest groups from mutual picks; you approve them, and the people selected confirm and pay.',
    ],
    action: { label: 'Open your format', url: mail.consoleUrl },
    footer: `Questions? Write to ${supportEmail}.`,
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

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);

/** 'Friday, March 14 at 7:00 PM UTC' for a moment. */
function moment(at: Date): string {
  return at.toLocaleString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

export function interestClosedMail(mail: InterestClosedMail, supportEmail: string): OutboundMail {
  return letter({
    to: mail.to,
    subject: `Interest in “${titled(mail.formatTitle)}” has closed`,
    heading: 'Interest has closed',
    paragraphs: [
      `${people(mail.interested)} registered interest in “${titled(mail.formatTitle)}”.`,
      'Next, the people interested pick privately whom they would like to meet; we form groups only from mutual picks and send them to you for approval.',
    ],
    footer: `Questions? Write to ${supportEmail}.`,
  });
}

export function interestExtendedMail(mail: InterestExtendedMail, supportEmail: string): OutboundMail {
  return letter({
    to: mail.to,
    subject: `We extended interest in “${titled(mail.formatTitle)}”`,
    heading: 'More time to gather interest',
    paragraphs: [
      `Only ${people(mail.interested)} registered interest in “${titled(mail.formatTitle)}”, fewer than your minimum group size.`,
      `We extended interest collection once, until ${moment(mail.closesAt)}. Share the format's page again to reach more people.`,
      'If there are still too few people then, the format is cancelled and everyone interested is told.',
    ],
    footer: `Questions? Write to ${supportEmail}.`,
  });
}

export function lowInterestHostMail(mail: InterestClosedMail, supportEmail: string): OutboundMail {
  return letter({
    to: mail.to,
    subject: `“${titled(mail.formatTitle)}” is cancelled`,
    heading: 'Your format is cancelled',
    paragraphs: [
      `Only ${people(mail.interested)} registered interest in “${titled(mail.formatTitle)}”, fewer than your minimum group size, so it is cancelled and archived. Everyone who was interested has been told.`,
      'You can duplicate it from your console and publish it again with other dates.',
    ],
    footer: `Questions? Write to ${supportEmail}.`,
  });
}

export function lowInterestMemberMail(to: string, formatTitle: string, supportEmail: string): OutboundMail {
  return letter({
    to,
    subject: `“${titled(formatTitle)}” is cancelled`,
    heading: 'This format is cancelled',
    paragraphs: [
      `Thank you for your interest in “${titled(formatTitle)}”. Too few people registered, so it will not take place.`,
      'Nothing was charged. Other formats are waiting for you on Ember.',
    ],
    footer: `Questions? Write to ${supportEmail}.`,
  });
}

export function interestMilestoneMail(mail: InterestMilestoneMail, supportEmail: string): OutboundMail {
  return letter({
    to: mail.to,
    subject: `“${titled(mail.formatTitle)}” has enough people for a group`,
    heading: 'Enough interest for a group',
    paragraphs: [
      `${people(mail.interested)} registered interest in “${titled(mail.formatTitle)}”: that is your minimum group size of ${mail.minimum}.`,
      'Interest stays open until its closing day; the more people, the better the groups we can suggest. Keep sharing its page.',
    ],
    footer: `Questions? Write to ${supportEmail}.`,
  });
}
