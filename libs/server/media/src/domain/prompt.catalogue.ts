export const promptTypes = ['fun', 'useful', 'daily'] as const;
export type PromptType = (typeof promptTypes)[number];

/** What a member answers in a prompt video (spec 1 §3). */
export interface Prompt {
  readonly id: string;
  readonly type: PromptType;
  readonly title: string;
  readonly description: string;
  /** Four short lines shown beside the recorder. */
  readonly instructions: readonly [string, string, string, string];
}

const prompt = (
  type: PromptType,
  id: string,
  title: string,
  description: string,
  instructions: Prompt['instructions'],
): Prompt => ({ id, type, title, description, instructions });

export const prompts: readonly Prompt[] = [
  prompt('fun', 'dad_joke', 'Tell us your best dad joke', 'The groanier the better.', [
    'Pick the joke that always gets an eye-roll.',
    'Set it up slowly, then deliver the punchline.',
    'Laughing at your own joke is allowed.',
    'Keep it under 15 seconds.',
  ]),
  prompt('fun', 'celebrity_impersonation', 'Do a celebrity impersonation', 'Anyone famous: actor, singer, cartoon.', [
    'Say who you are about to be.',
    'Go all in on the voice or the face.',
    'A catchphrase helps people guess.',
    'Keep it under 15 seconds.',
  ]),
  prompt('fun', 'funny_memory', 'Share a funny memory', 'A moment that still makes you laugh.', [
    'Set the scene in one sentence.',
    'Tell what happened.',
    'End on the funniest part.',
    'Keep it under 15 seconds.',
  ]),
  prompt('fun', 'favorite_song', 'Sing a bit of your favourite song', 'A line or two is plenty.', [
    'Name the song and the artist.',
    'Sing or hum your favourite part.',
    'Say why it is your song.',
    'Keep it under 15 seconds.',
  ]),
  prompt('fun', 'dance_move', 'Show us your signature dance move', 'Big or small, it counts.', [
    'Step back so we can see the move.',
    'Give it a name.',
    'Do it at least twice.',
    'Keep it under 15 seconds.',
  ]),
  prompt('fun', 'weird_food', 'Your weirdest food combination', 'The pairing you love and others question.', [
    'Name the two (or more) foods.',
    'Say when you first tried it.',
    'Convince us to try it.',
    'Keep it under 15 seconds.',
  ]),
  prompt('fun', 'superhero_power', 'Pick a superpower', 'If you could have one power, which would it be?', [
    'Name the power.',
    'Say the first thing you would do with it.',
    'Say what you would never use it for.',
    'Keep it under 15 seconds.',
  ]),
  prompt('useful', 'travel_advice', 'Share a travel tip', 'Something that made a trip easier or better.', [
    'Say where you learned it.',
    'Explain the tip in one or two sentences.',
    'Say who it helps most.',
    'Keep it under 15 seconds.',
  ]),
  prompt('useful', 'life_changing_purchase', 'A purchase that changed your life', 'Big or small, worth every cent.', [
    'Say what you bought.',
    'Say what it changed for you.',
    'Say who else should get one.',
    'Keep it under 15 seconds.',
  ]),
  prompt('useful', 'productivity_tip', 'Your best productivity tip', 'How you get things done.', [
    'Name the habit or tool.',
    'Explain how you use it.',
    'Say what it saves you.',
    'Keep it under 15 seconds.',
  ]),
  prompt('useful', 'organize_day', 'How you organize your day', 'Your routine, from morning to night.', [
    'Start with how your day begins.',
    'Name the one thing you always plan for.',
    'Share how you wind down.',
    'Keep it under 15 seconds.',
  ]),
  prompt('useful', 'valuable_skill', 'A skill worth learning', 'Something you learned that keeps paying off.', [
    'Name the skill.',
    'Say how you learned it.',
    'Give one way to start learning it.',
    'Keep it under 15 seconds.',
  ]),
  prompt('useful', 'health_tip', 'Your favourite health tip', 'A small habit that keeps you well.', [
    'Name the habit.',
    'Say how long you have kept it up.',
    'Say what difference it makes.',
    'Keep it under 15 seconds.',
  ]),
  prompt('useful', 'best_advice', 'The best advice you ever got', 'Words that stuck with you.', [
    'Say the advice in a sentence.',
    'Say who gave it to you.',
    'Say how it helped.',
    'Keep it under 15 seconds.',
  ]),
  prompt(
    'daily',
    'scientific_fact',
    'Share a fascinating scientific fact',
    'Something about the world that amazes you.',
    ['State the fact simply.', 'Say where you came across it.', 'Say why it amazes you.', 'Keep it under 15 seconds.'],
  ),
  prompt('daily', 'favorite_memory', 'Share a favourite memory', 'A moment you would happily live again.', [
    'Say when and where it was.',
    'Say who was there.',
    'Say why it matters to you.',
    'Keep it under 15 seconds.',
  ]),
];

export const defaultDailyPromptId = 'scientific_fact';

export function findPrompt(id: string): Prompt | undefined {
  return prompts.find((candidate) => candidate.id === id);
}

export function isPromptType(value: unknown): value is PromptType {
  return typeof value === 'string' && (promptTypes as readonly string[]).includes(value);
}
