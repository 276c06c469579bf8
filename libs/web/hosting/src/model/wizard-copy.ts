import {
  type WizardStep,
  confirmationPeriodDays,
  hostSharePercent,
  platformFeePercent,
  processingFee,
} from '@ember/hosting-rules';

export interface StepCopy {
  /** The step's heading, which takes the focus when the step opens. */
  title: string;
  lead?: string;
  /** The intro steps' explanation, a paragraph each. */
  body?: readonly string[];
}

/** The wizard's words, step by step (spec 3 §2.1). */
export const stepCopy: Record<WizardStep, StepCopy> = {
  'concept-intro': {
    title: 'Design an event format',
    lead: 'A format is the kind of evening you would love to host, again and again.',
    body: [
      'You describe the idea, when interest is collected and how groups should look. People who like it say so, pick privately whom they would like to meet, and we form small groups only from mutual picks.',
      'It takes about five minutes. Nothing is published until you say so.',
    ],
  },
  'concept-details': {
    title: 'What is the idea?',
    lead: 'A clear title and a few lines are what people decide on.',
  },
  'timeline-intro': {
    title: 'How the timeline works',
    lead: 'Every format runs through the same three stages.',
    body: [
      'First, interest is collected: people who like your format say they are in.',
      'Then the platform suggests groups from their private, mutual picks, and you approve them.',
      'Finally, the selected participants confirm and pay, and the event happens.',
    ],
  },
  timeline: {
    title: 'How long should interest be collected?',
    lead: 'Longer gives more people the chance to find your format; shorter keeps the energy up.',
  },
  'group-intro': {
    title: 'Who will be in each group?',
    lead: 'Groups of 6-10 engaged people, who each picked someone else in the group.',
    body: ['You set how small or large a group may be, whether groups are balanced, and how many groups you can host.'],
  },
  'group-composition': {
    title: 'Shape your groups',
    lead: 'You can change these until you publish.',
  },
  'logistics-intro': {
    title: 'When and where',
    lead: 'Offer a few possible dates and a neighbourhood; the exact group and date are settled once groups form.',
    body: ['The date is confirmed about 7 days before the event, so people can plan around it.'],
  },
  'event-dates': {
    title: 'Which dates could work?',
    lead: 'Pick 2-3 possible dates. Earlier days are needed to collect interest and form groups.',
  },
  'event-times': {
    title: 'At what time?',
    lead: 'Choose a time for each date, or one for all of them.',
  },
  'event-location': {
    title: 'Where will it happen?',
    lead: 'The neighbourhood is shown to people; the venue is shared with your group only.',
  },
  'account-prompt': {
    title: 'Create your host account',
    lead: 'With an account you can manage your format, approve groups and see who is interested.',
  },
  preview: {
    title: 'Check your format',
    lead: 'Everything can still be changed after it is created.',
  },
  'concept-education': {
    title: 'What makes a format work',
    body: [
      'A format is a repeatable idea: a supper club, a sketching walk, a board-game night. People do not sign up for a date; they say they are interested, and groups form around the dates you offer.',
      'The best formats are specific. "Dumplings from scratch for six" tells people what the evening is and who will enjoy it; "Cooking night" does not.',
      'Interest is collected first, then the platform suggests groups, you approve them, and the selected participants confirm and pay.',
    ],
  },
  'timeline-education': {
    title: 'Why there is a timeline',
    body: [
      'While interest is collected, people who like your format say so and pick, privately, whom they would like to meet. Nobody ever learns who picked whom.',
      'In the selection window the platform suggests groups made only of mutual picks, and you approve them.',
      `Selected participants then have ${confirmationPeriodDays.default} days to confirm and pay. The exact date is known about 7 days before the event.`,
    ],
  },
  'group-education': {
    title: 'How groups are formed',
    body: [
      'Every member of a group picked at least one other member of it, and was picked back. That is why groups click.',
      'Groups stay between your minimum and maximum. A balanced group aims for as many women as men; a custom balance is set up with you by our team.',
      'With several groups, more people can join the same format at once; each group meets on its own.',
    ],
  },
  'logistics-education': {
    title: 'Dates, times and places',
    body: [
      'Offering 2-3 dates gives groups a better chance to find one that suits everyone.',
      'The neighbourhood helps people decide whether they can make it. The venue details stay private until a group is confirmed.',
    ],
  },
  'final-details-intro': {
    title: 'The final details',
    lead: 'What is included, what to bring, and the ticket price.',
    body: ['People decide with these in mind, and they shape the price we recommend.'],
  },
  'final-details-education': {
    title: 'Pricing that works',
    body: [
      `You keep ${hostSharePercent} % of every ticket; the platform keeps ${platformFeePercent} %, and payment processing costs about ${processingFee.percent} % plus ${processingFee.fixedCents} cents a ticket.`,
      'Formats that include food and drinks usually ask more; a simple meetup, less. The recommendation follows what you include.',
      'People pay only once they are in a confirmed group, so nobody pays for an evening that does not happen.',
    ],
  },
  'event-details': {
    title: 'Event details',
    lead: 'What people get, and what they should bring.',
  },
  pricing: {
    title: 'Price and policies',
    lead: 'People pay only once they are in a confirmed group.',
  },
};

/** Spec 3 §8: what the wizard says when creating a format works, and when it does not. */
export const creationMessages = {
  created: (id: string) =>
    `Event format created successfully! Event ID: ${id}. You will receive an email with next steps.`,
  failed: 'There was an error creating your event format. Please try again.',
} as const;
