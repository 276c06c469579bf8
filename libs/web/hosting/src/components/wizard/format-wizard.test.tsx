import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FormatDraft, type WizardStep, newFormatDraft } from '@ember/hosting-rules';
import { type WizardState, wizardReducer, wizardStateFor } from '../../model/wizard-slice';
import { skipAccountQuestion } from '../steps/account-prompt-step';
import { FormatWizard } from './format-wizard';

const today = '2026-11-25';

function aState(step: WizardStep, draft: Partial<FormatDraft> = {}, overrides: Partial<WizardState> = {}): WizardState {
  return { ...wizardStateFor({ ...newFormatDraft(), ...draft }), step, ...overrides };
}

function Harness({
  initial,
  accountEmail = null,
  onSubmit = () => {},
  on = today,
}: {
  initial: WizardState;
  accountEmail?: string | null;
  onSubmit?: () => void;
  on?: string;
}) {
  const [state, dispatch] = useReducer(wizardReducer, initial);
  return (
    <>
      <FormatWizard
        state={state}
        dispatch={dispatch}
        today={on}
        accountEmail={accountEmail}
        mode="create"
        submitting={false}
        submitError={null}
        onSubmit={onSubmit}
        onLeave={() => {}}
      />
      <output data-testid="state">{JSON.stringify(state)}</output>
    </>
  );
}

const stateNow = (): WizardState => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as WizardState;
const next = () => screen.getByRole('button', { name: /^(Next|Let's start|Create event format|Back to preview)$/ });

describe('moving through the twelve steps', () => {
  it('goes forward and back in order, with the heading focused and the page at its top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<Harness initial={aState('concept-intro')} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 12');
    await user.click(screen.getByRole('button', { name: "Let's start" }));
    expect(screen.getByRole('heading', { level: 1, name: 'What is the idea?' })).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 12');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stateNow().step).toBe('concept-intro');
    scroll.mockRestore();
  });

  it('blocks next on the title until it has 3 to 60 characters after trimming', async () => {
    const user = userEvent.setup();
    render(<Harness initial={aState('concept-details')} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, '  ab  ');
    expect(next()).toBeDisabled();
    expect(screen.getByText(/title of 3 to 60 characters/)).toBeInTheDocument();
    await user.type(title, 'c');
    expect(next()).toBeEnabled();
    await user.clear(title);
    await user.type(title, 'x'.repeat(61));
    expect(next()).toBeDisabled();
  });

  it('passes over the account prompt for a signed-in host', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={aState('event-location', {
          location: { city: 'toronto', neighborhood: 'leslieville', venueDetails: '', isOnline: false },
        })}
        accountEmail="host@example.com"
      />,
    );
    await user.click(next());
    expect(stateNow().step).toBe('preview');
  });
});

describe('the timeline slider', () => {
  it.each([
    [3, /A short window/],
    [5, /A short window/],
    [6, /About a week/],
    [10, /About a week/],
    [11, /A long window/],
    [21, /A long window/],
  ])('at %i days gives the tip for its range', (days, tip) => {
    render(<Harness initial={aState('timeline')} />);
    const slider = screen.getByRole('slider', { name: 'Interest collection' });
    fireEvent.change(slider, { target: { value: String(days) } });
    expect(slider).toHaveAttribute('aria-valuetext', `${days} days`);
    expect(screen.getByText(tip)).toBeInTheDocument();
  });

  it('shows when interest would close', () => {
    render(<Harness initial={aState('timeline')} />);
    expect(screen.getByText('Wednesday, December 2, 2026')).toBeInTheDocument();
  });
});

describe('the group composition sliders', () => {
  it('name the group size by the average and keep the optimal size at the midpoint', () => {
    render(<Harness initial={aState('group-composition')} />);
    const smallest = screen.getByRole('slider', { name: 'Smallest group' });
    const largest = screen.getByRole('slider', { name: 'Largest group' });
    expect(screen.getByText(/Groups of 4-10 people\. Ideal/)).toBeInTheDocument();
    fireEvent.change(largest, { target: { value: '16' } });
    fireEvent.change(smallest, { target: { value: '8' } });
    expect(screen.getByText(/Groups of 8-16 people\. Lively/)).toBeInTheDocument();
    expect(stateNow().draft.capacity).toEqual({ minParticipants: 8, maxParticipants: 16, optimalParticipants: 12 });
    fireEvent.change(largest, { target: { value: '8' } });
    fireEvent.change(smallest, { target: { value: '4' } });
    expect(screen.getByText(/Groups of 4-8 people\. Ideal/)).toBeInTheDocument();
  });

  it('sets one group or ten, and the selection window', async () => {
    const user = userEvent.setup();
    render(<Harness initial={aState('group-composition')} />);
    await user.click(screen.getByRole('radio', { name: /Multiple groups/ }));
    expect(stateNow().draft.groupRules).toMatchObject({ multipleGroups: true, maxGroups: 10 });
    await user.click(screen.getByRole('radio', { name: /One group/ }));
    expect(stateNow().draft.groupRules).toMatchObject({ multipleGroups: false, maxGroups: 1 });
    fireEvent.change(screen.getByRole('slider', { name: 'Selection window' }), { target: { value: '5' } });
    expect(stateNow().draft.timeline.selectionWindow).toBe(5);
  });
});

describe('the dates step', () => {
  it('blocks next until a date is chosen, and disables days before the earliest', async () => {
    const user = userEvent.setup();
    render(<Harness initial={aState('event-dates')} />);
    // 7 days of interest + 2 of selection + 3: the earliest is December 7.
    expect(screen.getByText('Monday, December 7, 2026')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(screen.getByText('Please choose at least one date.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /December 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunday, December 6, 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Monday, December 7, 2026' }));
    expect(screen.getByRole('button', { name: 'Monday, December 7, 2026' })).toHaveAttribute('aria-pressed', 'true');
    expect(stateNow().draft.possibleDates).toEqual([{ date: '2026-12-07', time: '19:00-22:00' }]);
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove Monday, December 7, 2026' }));
    expect(next()).toBeDisabled();
  });

  it('keeps the previous-month button disabled while the current month is shown', async () => {
    const user = userEvent.setup();
    // On November 2 the earliest date (November 14) is in the current month.
    render(<Harness initial={aState('event-dates')} on="2026-11-02" />);
    expect(screen.getByRole('heading', { name: /November 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Friday, November 13, 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saturday, November 14, 2026' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: /December 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('opens on the month of the earliest date, and can go back to the current one only', async () => {
    const user = userEvent.setup();
    // On November 25 the earliest date is December 7.
    render(<Harness initial={aState('event-dates')} />);
    expect(screen.getByRole('heading', { name: /December 2026/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: /November 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Monday, November 30, 2026' })).toBeDisabled();
  });

  it('moves between days with the arrow keys, never onto a disabled one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={aState('event-dates')} />);
    const earliest = screen.getByRole('button', { name: 'Monday, December 7, 2026' });
    expect(earliest).toHaveAttribute('tabindex', '0');
    earliest.focus();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(earliest).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Monday, December 14, 2026' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(stateNow().draft.possibleDates.map((possible) => possible.date)).toEqual(['2026-12-14']);
  });
});

describe('the times step', () => {
  it('sets a time per date, or one for all of them', async () => {
    const user = userEvent.setup();
    const dates = [
      { date: '2026-12-07', time: '19:00-22:00' as const },
      { date: '2026-12-08', time: '19:00-22:00' as const },
    ];
    render(<Harness initial={aState('event-times', { possibleDates: dates })} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tuesday, December 8, 2026' }), '12:00-15:00');
    expect(stateNow().draft.possibleDates[1]).toEqual({ date: '2026-12-08', time: '12:00-15:00' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time for every date' }), '10:00-13:00');
    await user.click(screen.getByRole('button', { name: 'Set all' }));
    expect(stateNow().draft.possibleDates.map((possible) => possible.time)).toEqual(['10:00-13:00', '10:00-13:00']);
  });
});

describe('the location step', () => {
  it('suggests cities and neighbourhoods by name as you type, and blocks next until both are chosen', async () => {
    const user = userEvent.setup();
    render(<Harness initial={aState('event-location')} />);
    expect(next()).toBeDisabled();
    const city = screen.getByRole('combobox', { name: 'City' });
    await user.type(city, 'van');
    const cities = screen.getByRole('listbox', { name: 'City' });
    expect(
      within(cities)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vancouver']);
    await user.click(within(cities).getByRole('option', { name: 'Vancouver' }));
    expect(city).toHaveValue('Vancouver');
    expect(next()).toBeDisabled();
    expect(screen.getByText('Please choose a neighbourhood.')).toBeInTheDocument();

    const place = screen.getByRole('combobox', { name: 'Neighbourhood' });
    await user.type(place, 'gas');
    const places = screen.getByRole('listbox', { name: 'Neighbourhood' });
    expect(
      within(places)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gastown']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(place).toHaveValue('Gastown');
    expect(stateNow().draft.location).toMatchObject({ city: 'vancouver', neighborhood: 'gastown' });
    expect(next()).toBeEnabled();

    // Another city starts the neighbourhood over.
    await user.clear(city);
    await user.type(city, 'Toronto');
    expect(stateNow().draft.location).toMatchObject({ city: 'toronto', neighborhood: '' });
    expect(place).toHaveValue('');
    expect(next()).toBeDisabled();
  });
});

describe('the account prompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens account creation in a new tab and moves on after a second', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    render(<Harness initial={aState('account-prompt')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(open).toHaveBeenCalledWith('/create-account', '_blank', 'noopener');
    act(() => vi.advanceTimersByTime(999));
    expect(stateNow().step).toBe('account-prompt');
    act(() => vi.advanceTimersByTime(1));
    expect(stateNow().step).toBe('preview');
    open.mockRestore();
  });

  it('asks before going on without an account', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(<Harness initial={aState('account-prompt')} />);
    await user.click(screen.getByRole('button', { name: 'Continue without an account' }));
    const dialog = screen.getByRole('dialog', { name: 'Continue without an account?' });
    expect(dialog).toHaveTextContent(skipAccountQuestion);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(stateNow().step).toBe('account-prompt');
    await user.click(screen.getByRole('button', { name: 'Continue without an account' }));
    await user.click(screen.getByRole('button', { name: 'Continue anyway' }));
    expect(stateNow().step).toBe('preview');
  });
});

describe('the preview', () => {
  it('creates only with an e-mail address and the terms accepted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness initial={aState('preview', { format: 'Dumplings from scratch' })} onSubmit={onSubmit} />);
    const create = screen.getByRole('button', { name: 'Create event format' });
    expect(create).toBeDisabled();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms of use.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'host-example.com');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    expect(create).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Your email' }));
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'host@example.com');
    expect(create).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    await user.click(create);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('opens the event details and pricing from their edit links, and comes back', async () => {
    const user = userEvent.setup();
    render(<Harness initial={aState('preview')} />);
    await user.click(screen.getByRole('button', { name: 'Edit pricing' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Price and policies' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to preview' }));
    expect(stateNow().step).toBe('preview');
    await user.click(screen.getByRole('button', { name: 'Edit event details' }));
    expect(screen.getByRole('heading', { level: 1, name: 'The final details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Event details' })).toBeInTheDocument();
  });
});

describe('the event details step', () => {
  it('needs a description and a price within the rules, and recommends a price by what is included', async () => {
    const user = userEvent.setup();
    render(<Harness initial={aState('event-details', {}, { returnTo: 'preview' })} />);
    const done = screen.getByRole('button', { name: 'Back to preview' });
    expect(done).toBeDisabled();
    expect(screen.getByText('Please describe the event.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'What happens at the event' }), 'We fold dumplings.');
    expect(done).toBeEnabled();
    expect(screen.getByText('Recommended for a format like yours: $25-$50.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Food is included' }));
    expect(screen.getByText('Recommended for a format like yours: $45-$80.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Drinks are included' }));
    expect(screen.getByText('Recommended for a format like yours: $60-$120.')).toBeInTheDocument();

    const price = screen.getByRole('spinbutton', { name: 'Ticket price (USD)' });
    await user.clear(price);
    await user.type(price, '505');
    expect(done).toBeDisabled();
    expect(screen.getByText('The ticket price is $10 to $500, in steps of $5.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '500');
    expect(done).toBeEnabled();
  });
});

describe('the earnings estimate', () => {
  it('updates live with the price, and counts the groups', async () => {
    const user = userEvent.setup();
    render(<Harness initial={aState('pricing', {}, { returnTo: 'preview' })} />);
    const estimate = screen.getByRole('region', { name: 'Your estimated earnings' });
    // $45: the host keeps $36; 6 attendees and 8 in the one group.
    expect(within(estimate).getByText('With 6 attendees').nextSibling).toHaveTextContent('$216');
    expect(within(estimate).getByText('With 8 attendees').nextSibling).toHaveTextContent('$288');
    const price = screen.getByRole('spinbutton', { name: 'Ticket price (USD)' });
    await user.clear(price);
    await user.type(price, '60');
    expect(within(estimate).getByText('With 6 attendees').nextSibling).toHaveTextContent('$288');
    expect(within(estimate).getByText('With 8 attendees').nextSibling).toHaveTextContent('$384');
    expect(within(estimate).getByText('You keep (80 %)').nextSibling).toHaveTextContent('$48');
    expect(within(estimate).getByText('Platform fee (20 %)').nextSibling).toHaveTextContent('$12');
  });

  it('counts multiple groups as ten and unlimited as three', () => {
    const draft = newFormatDraft();
    const { unmount } = render(
      <Harness
        initial={aState('pricing', { groupRules: { ...draft.groupRules, maxGroups: 10, multipleGroups: true } })}
      />,
    );
    expect(screen.getByText('With 80 attendees').nextSibling).toHaveTextContent('$2,880');
    unmount();
    render(
      <Harness
        initial={aState('pricing', { groupRules: { ...draft.groupRules, maxGroups: 999, multipleGroups: true } })}
      />,
    );
    expect(screen.getByText('With 24 attendees').nextSibling).toHaveTextContent('$864');
  });
});
