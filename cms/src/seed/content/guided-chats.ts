import type { RequiredDataFromCollectionSlug } from 'payload';

type ChatSeed = RequiredDataFromCollectionSlug<'guided-chats'>;

const respond = (question: string, keywords: string, answer: string) => ({ question, keywords, answer });

/** Spec 3 §3's three chats of the member area: setup guide, event tips, general chat. */
export const guidedChats: ChatSeed[] = [
  {
    chatId: 'setup-guide',
    order: 1,
    title: 'Setup guide',
    description: 'Get your profile ready so people can pick you.',
    messages: [
      { text: 'Hi! I will walk you through setting up your profile.' },
      {
        text: 'To be discoverable you need two short videos: one fun and one useful. Everything else helps people decide to pick you.',
      },
      { text: 'Ask me anything below, or pick a question.' },
    ],
    responses: [
      respond(
        'How do I record my videos?',
        'video, videos, record, recording, camera',
        'Open Settings → Videos. Choose a prompt, record up to 15 seconds, and keep the take you like. You need one fun and one useful video to be discoverable.',
      ),
      respond(
        'Why am I not discoverable yet?',
        'discoverable, visible, hidden, nobody, see me',
        'Members become discoverable once they have both videos (one fun, one useful). Check Settings → Visibility for what is still missing.',
      ),
      respond(
        'Can I change my name or age?',
        'name, age, sex, location, change, edit',
        'Your first name, sex, age and location are locked after registration so everyone sees the same facts. Everything else can be edited in Settings.',
      ),
      respond(
        'Who sees my picks?',
        'pick, picks, private, who picked, secret',
        'Nobody. Picks are private forever: not even the people in your group learn who picked whom.',
      ),
    ],
    fallback:
      'I am a guide with set answers, so I did not catch that one. Try one of the questions above, or ask in the general chat.',
  },
  {
    chatId: 'event-tips',
    order: 2,
    title: 'Event tips',
    description: 'Make the most of meeting your group.',
    messages: [
      { text: 'Your group is people who picked each other. Here is how to make the first meeting easy.' },
      { text: 'Arrive on time, say hello to everyone, and ask one question you are curious about.' },
    ],
    responses: [
      respond(
        'What should I bring?',
        'bring, wear, pack, need',
        'Just yourself, unless the experience says otherwise: your confirmation e-mail lists anything to bring.',
      ),
      respond(
        'What if I am running late?',
        'late, delay, running late, lost',
        'Tell your group in the group chat on your group page. It opens once your group is confirmed and stays open until 24 hours after the event.',
      ),
      respond(
        'How do I break the ice?',
        'ice, shy, nervous, talk, conversation',
        'Ask about the interests on their cards: everyone wrote what they are looking for and what they bring.',
      ),
      respond(
        'Can I cancel?',
        'cancel, cannot come, refund, skip',
        'Yes, from your group page until the group meets. What comes back depends on the ticket’s cancellation policy, shown before you confirm.',
      ),
    ],
    fallback: 'Good question, but I only know a few tips. Try one of the questions above.',
  },
  {
    chatId: 'general',
    order: 3,
    title: 'General chat',
    description: 'Questions about Ember.',
    messages: [
      { text: 'Hi! What would you like to know about Ember?' },
      { text: 'Pick a question, or type your own.' },
    ],
    responses: [
      respond(
        'How do groups form?',
        'group, groups, form, match, matching',
        'Groups form only from mutual picks: everyone in a group picked someone in it, and someone picked them.',
      ),
      respond(
        'What does it cost?',
        'cost, price, pay, deposit, money, free',
        'Browsing and picking are free. You pay only when you join a group you have seen; some programs take a $10 deposit that counts toward your next event.',
      ),
      respond(
        'When is the next round?',
        'round, next, when, date, deadline',
        'Your Discover page shows the open round and when picks close. We e-mail you when your group is ready.',
      ),
    ],
    fallback:
      'I only know the answers above for now. For anything else, write to the support address in the footer of any page.',
  },
];
