import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '@ember/api-client/testing';
import { AnalyticsTracking } from './analytics-tracking';

const fake = new FakeApi();

beforeAll(async () => {
  await fake.start();
  // Loaded once here, so the component's on-demand import resolves at once under fake timers.
  await import('./tracking');
});

afterAll(async () => {
  await fake.stop();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  fake.reset();
});

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <AnalyticsTracking />
      <Link to="/about">About</Link>
    </MemoryRouter>,
  );
}

const batches = () => fake.seen.filter((request) => request.path === '/api/analytics/track-batch');

describe('analytics in the app', () => {
  it('loads nothing and sends nothing by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    renderApp();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(batches()).toEqual([]);
  });

  it('when turned on, counts page views and clicks and sends them through the api client', async () => {
    vi.stubEnv('VITE_ANALYTICS', 'on');
    fake.on('POST /api/analytics/track-batch', { status: 204 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp();
    // The tracker module loads on demand; the first page view lands once it has.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    await user.click(screen.getByRole('link', { name: 'About' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(batches()).toHaveLength(1));
    const [entry] = (batches()[0]!.body as { entries: { date: string; metrics: Record<string, number> }[] }).entries;
    expect(entry!.metrics['pv']).toBe(2);
    expect(batches()[0]!.headers['x-xsrf-token']).toBe('test-token');
  });
});
