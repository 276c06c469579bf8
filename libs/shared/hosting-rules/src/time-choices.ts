/** The time ranges a possible date may take (spec 3 §3), in the order the wizard offers them. */
export const timeChoices = [
  '10:00-13:00',
  '12:00-15:00',
  '18:00-21:00',
  '19:00-22:00',
  '19:00-21:00',
  '20:00-23:00',
] as const;

export type TimeChoice = (typeof timeChoices)[number];

export const defaultTimeChoice: TimeChoice = '19:00-22:00';

export function isTimeChoice(value: unknown): value is TimeChoice {
  return typeof value === 'string' && (timeChoices as readonly string[]).includes(value);
}

/** '19:00-22:00' → '7:00 PM – 10:00 PM'. */
export function timeChoiceLabel(choice: TimeChoice): string {
  const clock = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    const suffix = hours < 12 ? 'AM' : 'PM';
    return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
  };
  const [start = '', end = ''] = choice.split('-');
  return `${clock(start)} – ${clock(end)}`;
}
