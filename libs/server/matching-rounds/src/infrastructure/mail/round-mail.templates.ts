import { cityName, neighborhoodLabel } from '@ember/member-rules';
import { type OutboundMail, letter } from '@ember/platform';
import type { GroupMailContext, RoundMailContext } from '../../application/round-mailer.port.js';
import { calendarInvite } from './calendar-invite.js';

/** 'Saturday, January 23 at 9:00 AM' in the city's zone. */
export function when(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

const place = (mail: GroupMailContext) =>
  [
    mail.venueName,
    !mail.neighborhood || mail.neighborhood === 'anywhere' ? null : neighborhoodLabel(mail.neighborhood),
    cityName(mail.city),
  ]
    .filter(Boolean)
    .join(', ');

const footerOf = (supportEmail: string) =>
  `Questions? Write to ${supportEmail}. Who picked whom is never shown to anyone.`;

export class RoundMailTemplates {
  constructor(
    private readonly webOrigin: string,
    private readonly supportEmail: string,
  ) {}

  groupUrl(roundId: string): string {
    return `${this.webOrigin}/emberite/rounds/${roundId}/group`;
  }

  reminder(
    to: string,
    mail: RoundMailContext & { picksCloseAt: Date; pickCount: number; candidateCount: number },
  ): OutboundMail {
    const picked =
      mail.pickCount === 0
        ? 'You have not picked anyone yet.'
        : `You have picked ${mail.pickCount} ${mail.pickCount === 1 ? 'person' : 'people'} so far.`;
    return letter({
      to,
      subject: `Picks for ${mail.programName} close ${when(mail.picksCloseAt, mail.timeZone)}`,
      heading: 'Your picks are almost due',
      paragraphs: [
        `Picks for ${mail.programName} close ${when(mail.picksCloseAt, mail.timeZone)}. ${picked}`,
        `${mail.candidateCount} ${mail.candidateCount === 1 ? 'person is' : 'people are'} in this round. Groups form only from mutual picks, so the more people you pick, the better your chances. You can change your picks until the round closes.`,
      ],
      action: { label: 'Keep picking', url: `${this.webOrigin}/home` },
      footer: footerOf(this.supportEmail),
    });
  }

  groupReady(to: string, mail: GroupMailContext & { joinDeadline: Date }): OutboundMail {
    return letter({
      to,
      subject: `Your ${mail.programName} group is ready: review it within 24 hours`,
      heading: 'Your group is ready',
      paragraphs: [
        `${mail.memberNames.length} people who picked each other make up your ${mail.programName} group: ${mail.memberNames.join(', ')}. Someone in it chose you, but not who.`,
        `You would meet ${when(mail.meetsAt, mail.timeZone)}${mail.slotLabel ? ` (${mail.slotLabel}s)` : ''} in ${place(mail)}.`,
        `Review the group and join by ${when(mail.joinDeadline, mail.timeZone)}. You pay only when you join.`,
      ],
      action: { label: 'Review your group', url: this.groupUrl(mail.roundId) },
      footer: footerOf(this.supportEmail),
    });
  }

  noGroup(to: string, mail: RoundMailContext): OutboundMail {
    return letter({
      to,
      subject: `No group formed for you this round of ${mail.programName}`,
      heading: 'No group formed this round',
      paragraphs: [
        `Groups form only from mutual picks, and this round of ${mail.programName} did not give you a group.`,
        'You will have a better chance next round: pick more people, and keep your availability and neighbourhoods up to date.',
      ],
      action: { label: 'See what is next', url: `${this.webOrigin}/home` },
      footer: footerOf(this.supportEmail),
    });
  }

  groupsToApprove(
    to: string,
    mail: RoundMailContext & { formatId: string; groups: number; approvalDeadline: Date },
  ): OutboundMail {
    const groups = mail.groups === 1 ? 'One group' : `${mail.groups} groups`;
    return letter({
      to,
      subject: `Groups to approve for ${mail.programName}`,
      heading: 'Your groups are ready for a look',
      paragraphs: [
        `${groups} formed for ${mail.programName}. Approve each one, or release it back to the pool.`,
        `Groups you have not answered by ${when(mail.approvalDeadline, mail.timeZone)} are approved automatically.`,
      ],
      action: { label: 'Review the groups', url: `${this.webOrigin}/host/format/${mail.formatId}/details` },
      footer: footerOf(this.supportEmail),
    });
  }

  groupsAutoApproved(to: string, mail: RoundMailContext & { formatId: string; groups: number }): OutboundMail {
    const groups = mail.groups === 1 ? 'One group was' : `${mail.groups} groups were`;
    return letter({
      to,
      subject: `Groups approved for ${mail.programName}`,
      heading: 'We approved your groups',
      paragraphs: [
        `${groups} still waiting when the approval deadline passed, so we approved them for you. Their members can now confirm their places.`,
      ],
      action: { label: 'See the groups', url: `${this.webOrigin}/host/format/${mail.formatId}/details` },
      footer: footerOf(this.supportEmail),
    });
  }

  confirmed(to: string, mail: GroupMailContext, stamp: Date): OutboundMail {
    const end = new Date(mail.meetsAt.getTime() + mail.sessionMinutes * 60_000);
    const ics = calendarInvite({
      uid: `${mail.groupId}@${new URL(this.webOrigin).hostname}`,
      start: mail.meetsAt,
      end,
      sessions: mail.sessions,
      summary: `${mail.programName}: your Ember group`,
      description: `Your group: ${mail.memberNames.join(', ')}. ${this.groupUrl(mail.roundId)}`,
      location: place(mail),
      url: this.groupUrl(mail.roundId),
      stamp,
    });
    return letter({
      to,
      subject: `Your ${mail.programName} group is confirmed`,
      heading: 'You are all set: your group is confirmed',
      paragraphs: [
        `Your group (${mail.memberNames.join(', ')}) meets ${when(mail.meetsAt, mail.timeZone)} in ${place(mail)}${mail.sessions > 1 ? `, then weekly for ${mail.sessions} sessions` : ''}.`,
        'The calendar invite is attached. See you there!',
      ],
      action: { label: 'See your group', url: this.groupUrl(mail.roundId) },
      attachments: [
        {
          filename: 'ember-group.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: ics,
        },
      ],
      footer: footerOf(this.supportEmail),
    });
  }

  released(to: string, mail: GroupMailContext & { refunded: boolean }): OutboundMail {
    return letter({
      to,
      subject: `Your ${mail.programName} group will not meet this round`,
      heading: 'No group formed this round',
      paragraphs: [
        `Not enough people joined your ${mail.programName} group, so it will not meet this round.`,
        ...(mail.refunded ? ['What you paid when you joined is refunded in full.'] : []),
        'Your picks stay private. Next round is a new chance.',
      ],
      action: { label: 'See what is next', url: `${this.webOrigin}/home` },
      footer: footerOf(this.supportEmail),
    });
  }
}
