import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../testing/render-block';
import { ExplainerModalsBlock, splitPhrases } from './explainer-modals-block';

const steps = ['One', 'Two', 'Three'].map((title) => ({ title, text: `Step ${title}.` }));
const block = {
  blockType: 'explainerModals' as const,
  text: 'We believe in [shared experiences] with [the right people].',
  phrases: [
    {
      phrase: 'shared experiences',
      example: {
        kind: 'event' as const,
        title: 'Saturday pottery',
        choices: [{ label: "I'd pass" }, { label: "I'm into this" }],
      },
      steps,
      nextLabel: 'Next',
      finalActions: [{ label: 'Show me more examples' }, { label: 'I got this' }],
    },
    {
      phrase: 'the right people',
      example: {
        kind: 'profile' as const,
        title: 'Alex, 31',
        choices: [{ label: 'Pass' }, { label: "I'd meet" }, { label: 'Romantic interest' }],
      },
      steps,
      nextLabel: 'Next',
      finalActions: [{ label: 'I got this' }],
    },
  ],
};

describe('root v2 clickable phrases (spec 2 §2.6)', () => {
  it('finds the bracketed phrases', () => {
    expect(splitPhrases('a [b] c [d]')).toEqual([
      { text: 'a ', phrase: false },
      { text: 'b', phrase: true },
      { text: ' c ', phrase: false },
      { text: 'd', phrase: true },
    ]);
  });

  it("'shared experiences': example event, three steps with Next, then more examples or I got this", () => {
    renderBlock(ExplainerModalsBlock, block);
    fireEvent.click(screen.getByRole('button', { name: 'shared experiences' }));
    const dialog = screen.getByRole('dialog', { name: 'shared experiences' });
    expect(within(dialog).getByText('Saturday pottery')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "I'd pass" })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: "I'm into this" }));
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Three')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show me more examples' }));
    expect(within(dialog).getByText('Saturday pottery')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: "I'd pass" }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'I got this' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'the right people': example profile with Pass / I'd meet / Romantic interest, ending in I got this", () => {
    renderBlock(ExplainerModalsBlock, block);
    fireEvent.click(screen.getByRole('button', { name: 'the right people' }));
    const dialog = screen.getByRole('dialog', { name: 'the right people' });
    for (const choice of ['Pass', "I'd meet", 'Romantic interest'])
      expect(within(dialog).getByRole('button', { name: choice })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Romantic interest' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).queryByRole('button', { name: 'Show me more examples' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I got this' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
