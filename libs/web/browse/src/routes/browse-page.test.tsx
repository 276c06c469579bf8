import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { BrowsePage } from './browse-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
afterEach(() => vi.useRealTimers());

const me = {
  age: 31,
  location: 'CA:ON:Toronto',
  interests: [{ id: 'i1', name: 'Chess' }],
  enrollments: [
    { id: 'e1', programId: 'prog-coffee', customAnswers: {} },
    { id: 'e2', programId: 'prog-gone', customAnswers: {} },
  ],
};
const person = (id: string, firstName: string, min: number, max: number, sex: string) => ({
  id,
  firstName,
  ageBand: { id: `${min}`, label: `${min}-${max}`, min, max },
  sex,
  interests: [],
  isOwn: false,
  location: 'CA:ON:Toronto',
  photoUrl: null,
  videos: [],
});

beforeEach(() => {
  fake.reset();
  fake.on('GET /api/profiles/me', { status: 200, body: me });
  fake.on('GET /api/programs/prog-coffee', {
    status: 200,
    body: { id: 'prog-coffee', name: 'Weekend coffee', enrollmentDeadline: '2026-11-27T04:59:59Z' },
  });
  fake.on('GET /api/programs/prog-gone', { status: 404, body: { statusCode: 404, code: 'x', message: 'x' } });
  fake.on('GET /api/profiles/all', {
    status: 200,
    body: [person('p1', 'Bea', 30, 34, 'female'), person('p2', 'Cy', 50, 54, 'male')],
  });
});

function open() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <BrowsePage />
      </MemoryRouter>
    </Provider>,
  );
}

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
    expect(fake.seen.some((request) => request.path === '/api/profiles/all')).toBe(false);
  });

  it('fetches people from Thursday on, filtered by default to the own bucket and its neighbours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T17:00:00Z')); // Thursday
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('article', { name: 'Bea' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Cy' })).toBeNull();
    expect(fake.seen.find((request) => request.path === '/api/profiles/all')?.query.get('location')).toBe(
      'CA:ON:Toronto',
    );
    await user.click(screen.getByRole('button', { name: 'age: 3 selected' }));
    await user.click(screen.getByRole('button', { name: 'clear' }));
    await user.click(screen.getByRole('button', { name: 'apply' }));
    expect(screen.getByRole('article', { name: 'Cy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'sex: all' }));
    await user.click(screen.getByRole('checkbox', { name: 'female' }));
    await user.click(screen.getByRole('button', { name: 'apply' }));
    expect(screen.queryByRole('article', { name: 'Cy' })).toBeNull();
  });

  it('explains how discovery works', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'how discovery works' }));
    expect(screen.getByRole('dialog', { name: 'how discovery works' })).toHaveTextContent('Within 24-48 hours');
  });
});
