import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFaq } from '../testing/builders';
import { renderBlock } from '../testing/render-block';
import { FaqAccordionBlock } from './faq-accordion-block';

const block = (faqs = [aFaq(1), aFaq(2), aFaq(3)]) => ({
  blockType: 'faqAccordion' as const,
  heading: 'Questions',
  faqs,
  contactLine: 'Something else? Write to us at',
  contactEmail: 'hello@ember.social',
});

const question = (n: number) => screen.getByRole('button', { name: `Question ${n}?` });

describe('FAQ accordion (spec 2 §4)', () => {
  it('opens one item at a time; opening one closes the other; pressing the open one closes it', () => {
    renderBlock(FaqAccordionBlock, block());
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
    fireEvent.click(question(1));
    expect(question(1)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer 1.')).toBeVisible();
    fireEvent.click(question(2));
    expect(question(1)).toHaveAttribute('aria-expanded', 'false');
    expect(question(2)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer 1.')).not.toBeVisible();
    fireEvent.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts with the item the editor marked expanded open', () => {
    renderBlock(FaqAccordionBlock, block([aFaq(1), aFaq(2, { expanded: true })]));
    expect(question(2)).toHaveAttribute('aria-expanded', 'true');
    expect(question(1)).toHaveAttribute('aria-expanded', 'false');
  });

  it('ties each button to the region it controls and ends with the mailto line', () => {
    renderBlock(FaqAccordionBlock, block());
    fireEvent.click(question(3));
    const region = screen.getByRole('region', { name: 'Question 3?' });
    expect(question(3)).toHaveAttribute('aria-controls', region.id);
    expect(screen.getByRole('link', { name: 'hello@ember.social' })).toHaveAttribute(
      'href',
      'mailto:hello@ember.social',
    );
  });
});
