import { describe, expect, it } from 'vitest';
import { type AiFlow, addFailedMessage, aiFlowReducer, initialAiFlow, pickedInterests } from './ai-flow.reducer';

const interest = (name: string) => ({ name, lookingFor: 'people to play with', canContribute: 'a board and snacks' });
const run = (...events: Parameters<typeof aiFlowReducer>[1][]): AiFlow => events.reduce(aiFlowReducer, initialAiFlow);

describe('the AI suggestions flow (spec 1 §2.6)', () => {
  it('previews the detected interests with those already added left out', () => {
    const flow = run(
      { type: 'copied', how: 'yes' },
      { type: 'stepped', step: 'openAi' },
      { type: 'stepped', step: 'response' },
      { type: 'responseTyped', text: 'interests: …' },
      { type: 'previewed', interests: [interest('Chess'), interest('Go')], taken: new Set(['go']) },
    );
    expect(flow.step).toBe('preview');
    expect(pickedInterests(flow).map((item) => item.name)).toEqual(['Chess']);
  });

  it('clears a refused preview once the answer changes', () => {
    const refused = run({ type: 'previewRefused', message: 'no interests found' });
    expect(refused.submitError).toBe('no interests found');
    expect(aiFlowReducer(refused, { type: 'responseTyped', text: 'again' }).submitError).toBeNull();
  });

  it('keeps and drops interests, then adds them or says it could not', () => {
    const previewed = run({ type: 'previewed', interests: [interest('Chess'), interest('Go')], taken: new Set() });
    const one = aiFlowReducer(previewed, { type: 'toggled', name: 'Go', keep: false });
    expect(pickedInterests(one).map((item) => item.name)).toEqual(['Chess']);
    const adding = aiFlowReducer(one, { type: 'adding' });
    expect(adding.adding).toBe(true);
    expect(aiFlowReducer(adding, { type: 'addFailed' })).toMatchObject({ adding: false, addError: addFailedMessage });
    expect(aiFlowReducer(adding, { type: 'added' })).toMatchObject({ adding: false, step: 'add' });
  });

  it('forgets everything on reset', () => {
    const flow = run({ type: 'copied', how: 'manual' }, { type: 'responseTyped', text: 'x' }, { type: 'reset' });
    expect(flow).toEqual(initialAiFlow);
  });
});
