import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, type SeenRequest, createTestStore } from '@ember/api-client/testing';
import { BrowsePage } from './browse-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const me = {
  age: 31,
  location: 'CA:ON:Toronto',
  interests: [{ id: 'i1', name: 'Chess' }],
  enrollments: [
    { id: 'e1', programId: 'prog-coffee', customAnswers: {} },
    { id: 'e2', programId: 'prog-gone', customAnswers: {} },
  ],
};
const person = (n: number) => ({
  id: `p${n}`,
  firstName: `Person ${n}`,
  ageBand: { id: 'early-30s', label: 'early 30s', min: 30, max: 34 },
  sex: 'female',
  interests: ['Dance'],
  isOwn: false,
  photoUrl: null,
});

/** Two pages: 24 people, then 10 more and the end of the list. */
function pages(request: SeenRequest) {
  const second = request.query.get('cursor') === 'page-2';
  return {
    status: 200,
    delayMs: second ? 150 : 0,
    body: second
      ? { profiles: Array.from({ length: 10 }, (_, n) => person(25 + n)), nextCursor: null }
      : { profiles: Array.from({ length: 24 }, (_, n) => person(1 + n)), nextCursor: 'page-2' },
  };
}

/** IntersectionObserver as the list uses it, with the test deciding when the end scrolls into view. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  static scrollToEnd() {
    for (const observer of FakeObserver.live) observer.callback([{ isIntersecting: true }]);
  }
}

beforeEach(() => {
  fake.reset();
  FakeObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  fake.on('GET /api/profiles/me', { status: 200, body: me });
  fake.on('GET /api/programs/prog-coffee', {
    status: 200,
    body: { id: 'prog-coffee', name: 'Weekend coffee', enrollmentDeadline: '2026-11-27T04:59:59Z' },
  });
  fake.on('GET /api/programs/prog-gone', { status: 404, body: { statusCode: 404, code: 'x', message: 'x' } });
  fake.on('GET /api/interests/catalogue', {
    status: 200,
    body: { interests: [{ name: 'Board Games' }, { name: 'Dance' }] },
  });
  fake.on('GET /api/profiles/all', pages);
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function open(path = '/home') {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <BrowsePage />
        <Address />
      </MemoryRouter>
    </Provider>,
  );
}

const listRequests = () => fake.seen.filter((request) => request.path === '/api/profiles/all');
const thursday = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T17:00:00Z'));
};

describe("/home, 'find your crew' (spec 1 §2.5)", () => {
  it('counts down to each enrolled program every second, or says the date is unavailable', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z')); // a Tuesday
    open();
    const card = await screen.findByRole('article', { name: 'Weekend coffee' });
    expect(await within(card).findByText('2d 16h 59m 59s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(card).getByText('2d 16h 59m 58s')).toBeInTheDocument();
    expect(await screen.findByText('date unavailable')).toBeInTheDocument();
    // Before Thursday nobody is fetched.
    expect(screen.getByText('events and people will appear here soon')).toBeInTheDocument();
    expect(listRequests()).toHaveLength(0);
  });

  it('loads the next page as the member scrolls to the end, showing that it is loading', async () => {
    thursday();
    open();
    expect(await screen.findByRole('article', { name: 'Person 24' })).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: /^Person/ })).toHaveLength(24);
    const [first] = listRequests();
    expect(first?.query.get('location')).toBe('CA:ON:Toronto');
    // The default: the own bucket and its neighbours.
    expect(first?.query.get('age')).toBe('late-20s,early-30s,mid-30s');
    expect(first?.query.has('cursor')).toBe(false);

    act(() => FakeObserver.scrollToEnd());
    expect(await screen.findByText('Loading more people…')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'people' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('article', { name: 'Person 34' })).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: /^Person/ })).toHaveLength(34);
    expect(listRequests()[1]?.query.get('cursor')).toBe('page-2');
    expect(screen.getByText("That's everyone for now.")).toBeInTheDocument();
    // The end of the list: scrolling further asks for nothing.
    act(() => FakeObserver.scrollToEnd());
    expect(listRequests()).toHaveLength(2);
  });

  it('loads more from a button too, for keyboards and screen readers', async () => {
    thursday();
    const user = userEvent.setup();
    vi.stubGlobal('IntersectionObserver', undefined);
    open();
    await user.click(await screen.findByRole('button', { name: 'show more' }));
    expect(await screen.findByRole('article', { name: 'Person 34' })).toBeInTheDocument();
  });

  it('reads the filters from the address and keeps every change there', async () => {
    thursday();
    const user = userEvent.setup();
    open('/home?age=&sex=female');
    expect(await screen.findByRole('article', { name: 'Person 1' })).toBeInTheDocument();
    expect(listRequests()[0]?.query.get('sex')).toBe('female');
    expect(listRequests()[0]?.query.has('age')).toBe(false);
    expect(screen.getByRole('button', { name: 'age: all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'sex: 1 selected' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'neighbourhood: all' }));
    await user.click(screen.getByRole('checkbox', { name: 'west end' }));
    await user.click(screen.getByRole('button', { name: 'apply' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?age=&sex=female&neighborhood=west-end');
    await vi.waitFor(() => expect(listRequests().at(-1)?.query.get('neighborhood')).toBe('west-end'));

    await user.click(screen.getByRole('button', { name: 'interests: all' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Board Games' }));
    await user.click(screen.getByRole('button', { name: 'apply' }));
    await user.click(screen.getByRole('button', { name: 'daily video' }));
    expect(screen.getByRole('button', { name: 'daily video' })).toHaveAttribute('aria-pressed', 'true');
    expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('interest')).toBe('Board Games');
    await vi.waitFor(() => expect(listRequests().at(-1)?.query.get('dailyVideo')).toBe('true'));
    expect(listRequests().at(-1)?.query.get('interest')).toBe('Board Games');
    // A new filter starts the list again from its first page.
    expect(listRequests().at(-1)?.query.has('cursor')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'age: all' }));
    await user.click(screen.getByRole('checkbox', { name: 'early 30s' }));
    await user.click(screen.getByRole('button', { name: 'apply' }));
    expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('age')).toBe('early-30s');
  });

  it("never says 'available now' above 'will appear here soon': a revealed program shows people", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T17:00:00Z')); // a Monday, after the coffee deadline
    fake.on('GET /api/programs', {
      status: 200,
      body: [{ id: 'prog-coffee', name: 'Weekend coffee', enrollmentDeadline: '2026-11-27T04:59:59Z' }],
    });
    fake.on('GET /api/profiles/all', { status: 200, body: { profiles: [], nextCursor: null } });
    open();
    const card = await screen.findByRole('article', { name: 'Weekend coffee' });
    expect(await within(card).findByText('available now')).toBeInTheDocument();
    expect(
      await screen.findByText('nobody to show in your city yet: new members appear here as they join'),
    ).toBeInTheDocument();
    expect(screen.queryByText('events and people will appear here soon')).not.toBeInTheDocument();
    expect(listRequests().length).toBeGreaterThan(0);
  });

  it('says so when nobody matches', async () => {
    thursday();
    fake.on('GET /api/profiles/all', { status: 200, body: { profiles: [], nextCursor: null } });
    open();
    expect(await screen.findByText('Nobody matches these filters yet. Try widening them.')).toBeInTheDocument();
    expect(screen.getByText('events and people will appear here soon')).toBeInTheDocument();
  });

  it('says so when people cannot be loaded, and tries again on request', async () => {
    thursday();
    const user = userEvent.setup();
    fake.on('GET /api/profiles/all', { status: 503, body: { statusCode: 503, code: 'http.503', message: 'down' } });
    open();
    expect(await screen.findByText("We couldn't load people just now. Please try again later.")).toBeInTheDocument();
    fake.on('GET /api/profiles/all', pages);
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByRole('article', { name: 'Person 1' })).toBeInTheDocument();
  });

  it('explains how discovery works', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'how discovery works' }));
    expect(screen.getByRole('dialog', { name: 'how discovery works' })).toHaveTextContent('Within 24-48 hours');
  });
});
