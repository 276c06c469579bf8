import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearStartFlow, readStartFlow, startFlowStorageKey } from '@ember/start-flow';
import { renderBlock } from '../testing/render-block';
import { NeighbourhoodEventsBlock, selectionText } from './neighbourhood-events-block';

const event = (title: string, venue: string) => ({
  title,
  venue,
  typeLabel: 'bar crawl',
  hours: '8 PM - 1 AM',
  address: '1 Queen St W',
  description: 'A night out.',
});
const block = {
  blockType: 'neighbourhoodEvents' as const,
  heading: 'Pick your events',
  selectLabel: "i'm into this",
  selectedLabel: 'selected',
  selectionBar: {
    one: '1 event selected',
    many: '{count} events selected',
    button: { label: 'see who else is into this', href: '/start/halloween-2025' },
  },
  sections: [
    {
      key: 'king-street',
      name: 'king street / entertainment district',
      events: [event('Monster Mash', 'The Velvet Vault')],
    },
    {
      key: 'queen-west',
      name: 'queen west / college / ossington',
      openByDefault: true,
      events: [event('Ossington Costume Crawl', 'Bellwoods Tavern'), event('Witching Hour Live', 'The Parlour Room')],
    },
  ],
};
const section = (name: RegExp) => screen.getByRole('button', { name });
const into = (title: string) => screen.getByRole('button', { name: `i'm into this: ${title}` });
const bar = () => screen.getByTestId('selection-bar');

beforeEach(() => clearStartFlow());

describe('Halloween neighbourhood sections (spec 2 §2.9)', () => {
  it('opens queen west first and keeps one section open at a time', () => {
    renderBlock(NeighbourhoodEventsBlock, block);
    expect(section(/queen west/)).toHaveAttribute('aria-expanded', 'true');
    expect(section(/king street/)).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(section(/king street/));
    expect(section(/king street/)).toHaveAttribute('aria-expanded', 'true');
    expect(section(/queen west/)).toHaveAttribute('aria-expanded', 'false');
  });

  it("toggles 'i'm into this' to 'selected' and shows the bar with the count", () => {
    renderBlock(NeighbourhoodEventsBlock, block);
    expect(bar()).toHaveAttribute('data-visible', 'false');
    fireEvent.click(into('Ossington Costume Crawl'));
    expect(screen.getByRole('button', { name: 'selected: Ossington Costume Crawl' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bar()).toHaveAttribute('data-visible', 'true');
    expect(within(bar()).getByText('1 event selected')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 event selected');
    fireEvent.click(into('Witching Hour Live'));
    expect(within(bar()).getByText('2 events selected')).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'see who else is into this' })).toHaveAttribute(
      'href',
      '/start/halloween-2025',
    );
    fireEvent.click(screen.getByRole('button', { name: 'selected: Witching Hour Live' }));
    fireEvent.click(screen.getByRole('button', { name: 'selected: Ossington Costume Crawl' }));
    expect(bar()).toHaveAttribute('data-visible', 'false');
  });

  it('keeps selections in the start flow (title, venue, neighbourhood) and restores them on load', () => {
    const { unmount } = renderBlock(NeighbourhoodEventsBlock, block);
    fireEvent.click(into('Witching Hour Live'));
    expect(readStartFlow().halloweenEvents).toEqual([
      { eventName: 'Witching Hour Live', venue: 'The Parlour Room', neighborhood: 'queen west / college / ossington' },
    ]);
    expect(localStorage.getItem(startFlowStorageKey)).toContain('Witching Hour Live');
    unmount();
    renderBlock(NeighbourhoodEventsBlock, block);
    expect(screen.getByRole('button', { name: 'selected: Witching Hour Live' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(bar()).getByText('1 event selected')).toBeInTheDocument();
  });

  it('words the bar from the editor’s text', () => {
    expect(selectionText(block.selectionBar, 1)).toBe('1 event selected');
    expect(selectionText(block.selectionBar, 7)).toBe('7 events selected');
  });
});
