import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { AiSuggestionsModal } from './ai-suggestions-modal';

const fake = new FakeApi();
const prompt = 'I am joining small groups of 4-6 people who meet in person around shared interests.\nmore';

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.reset();
  fake.on('GET /api/interests/ai-prompt-examples', { status: 200, body: { ageGroup: '30s', examples: [], prompt } });
});

const answer = [
  'Here you go:',
  '```yaml',
  'interests:',
  '  - name: Trail running',
  '    looking_for: people to run the ravines with on weekend mornings',
  '    can_contribute: routes I know well and a steady pace for beginners',
  '  - name: Board games',
  '    looking_for: a regular table for long strategy games',
  '    can_contribute: a shelf of games and patience explaining rules',
  '```',
].join('\n');

function Harness({ onAdd, onClose }: { onAdd: () => void; onClose?: () => void }) {
  return <AiSuggestionsModal open onClose={onClose ?? vi.fn()} age={31} sex="female" onAdd={onAdd} />;
}

describe('the AI suggestions modal (spec 1 §2.6)', () => {
  it('walks paste → openAi → response → preview → add, with the prompt for the age and sex', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(
      <Provider store={createTestStore()}>
        <Harness onAdd={onAdd} />
      </Provider>,
    );
    expect(await screen.findByDisplayValue(/I am joining small groups/)).toBeInTheDocument();
    const query = fake.seen.find((request) => request.path === '/api/interests/ai-prompt-examples')!.query;
    expect([query.get('age'), query.get('sex')]).toEqual(['31', 'female']);
    expect(screen.getByText('step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'copy prompt' }));
    expect(await navigator.clipboard.readText()).toBe(prompt);
    await user.click(screen.getByRole('button', { name: 'next' }));

    expect(screen.getByText('step 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ChatGPT/ })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'I have the answer' }));

    const box = screen.getByLabelText("paste the AI's answer");
    await user.click(box);
    await user.paste(prompt);
    expect(screen.getByText('looks like you pasted the prompt, not the AI response')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'parsing error: looks like you pasted the prompt, not the AI response',
    );
    await user.clear(box);
    await user.paste('interests: [oops');
    expect(screen.getByText('unable to parse - check format')).toBeInTheDocument();
    await user.clear(box);
    await user.paste('- name: Chess');
    await user.click(screen.getByRole('button', { name: 'preview' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'parsing error: Interest "Chess" is missing "looking_for" field.',
    );
    await user.clear(box);
    await user.paste(answer);
    expect(screen.getByText('2 interests detected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'preview' }));

    expect(screen.getByText('step 4 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Board games/ }));
    await user.click(screen.getByRole('button', { name: 'add 1 interest' }));
    expect(onAdd).toHaveBeenCalledWith(
      [
        {
          name: 'Trail running',
          lookingFor: 'people to run the ravines with on weekend mornings',
          canContribute: 'routes I know well and a steady pace for beginners',
        },
      ],
      answer,
    );
    expect(await screen.findByText('Your interest is added.')).toBeInTheDocument();
  });

  it('starts over 300 ms after it is closed, not before', async () => {
    const user = userEvent.setup();
    const store = createTestStore();
    const view = render(
      <Provider store={store}>
        <AiSuggestionsModal open onClose={vi.fn()} onAdd={vi.fn()} />
      </Provider>,
    );
    await screen.findByDisplayValue(/I am joining/);
    await user.click(screen.getByRole('button', { name: 'copy prompt' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('step 2 of 4')).toBeInTheDocument();

    vi.useFakeTimers();
    try {
      const reopen = (open: boolean) =>
        view.rerender(
          <Provider store={store}>
            <AiSuggestionsModal open={open} onClose={vi.fn()} onAdd={vi.fn()} />
          </Provider>,
        );
      reopen(false);
      act(() => vi.advanceTimersByTime(299));
      reopen(true);
      expect(screen.getByText('step 2 of 4')).toBeInTheDocument();
      reopen(false);
      act(() => vi.advanceTimersByTime(300));
      reopen(true);
      expect(screen.getByText('step 1 of 4')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.getByRole('button', { name: 'next' })).toBeDisabled());
  });
});
