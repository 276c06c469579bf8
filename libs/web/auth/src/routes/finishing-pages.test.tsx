import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@ember/api-client';
import { FakeApi } from '@ember/api-client/testing';
import { rememberLastIdentity } from '../model/last-identity';
import { MagicLinkPage } from './magic-link-page';
import { OAuthCallbackPage } from './oauth-callback-page';
import { SessionExpiredPage } from './session-expired-page';

const fake = new FakeApi();

beforeAll(async () => {
  await fake.start();
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(() => fake.reset());

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function open(path: string, routes: ReactNode) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Location />
        <Routes>
          {routes}
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('magic link landing', () => {
  const routes = <Route path="/login/magic-link" element={<MagicLinkPage />} />;

  it('verifies the link once and goes to /interests', async () => {
    fake.on('POST /api/auth/magic-link/secret', ({ body }) => ({
      status: 200,
      body: { email: (body as { email: string }).email },
    }));
    open('/login/magic-link?email=ada%40example.com&secret=s3cret', routes);
    await waitFor(() => expect(location()).toBe('/interests'));
    const calls = fake.seen.filter((request) => request.path === '/api/auth/magic-link/secret');
    expect(calls.map((call) => call.body)).toEqual([{ email: 'ada@example.com', secret: 's3cret' }]);
  });

  it('says Verification Failed for a spent link, with a way back to /login', async () => {
    fake.on('POST /api/auth/magic-link/secret', {
      status: 400,
      body: { statusCode: 400, code: 'identity.invalid-link', message: 'Invalid or expired link.' },
    });
    open('/login/magic-link?email=ada%40example.com&secret=old', routes);
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid or expired link. Please request a new verification code.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('needs both email and secret', async () => {
    open('/login/magic-link?email=ada%40example.com', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification link. Missing required parameters.',
    );
    expect(fake.seen).toEqual([]);
  });
});

describe('provider callback', () => {
  const routes = <Route path="/login/callback/:provider" element={<OAuthCallbackPage />} />;

  it('sends code and state to the api, remembers the provider and goes to /interests', async () => {
    fake.on('POST /api/auth/callback/google', { status: 200, body: { email: 'ada@example.com' } });
    open('/login/callback/google?code=abc&state=xyz', routes);
    await waitFor(() => expect(location()).toBe('/interests'));
    expect(fake.seen.find((request) => request.path === '/api/auth/callback/google')?.body).toEqual({
      code: 'abc',
      state: 'xyz',
    });
    expect(JSON.parse(localStorage.getItem('ember.lastIdentity')!)).toEqual({
      provider: 'google',
      loginHint: 'ada@example.com',
    });
  });

  it('says Authentication Failed when the api refuses', async () => {
    fake.on('POST /api/auth/callback/microsoft', {
      status: 400,
      body: { statusCode: 400, code: 'identity.oauth-failed', message: 'Authentication failed. Please try again.' },
    });
    open('/login/callback/microsoft?code=abc', routes);
    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
  });

  it('needs a code and a known provider', async () => {
    open('/login/callback/myspace?code=abc', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid authentication request. Missing required parameters.',
    );
    expect(fake.seen).toEqual([]);
  });
});

describe('session expired', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  async function seconds(count: number) {
    for (let second = 0; second < count; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
    }
  }

  function openExpired(path: string, go: (url: string) => void) {
    open(path, <Route path="/session-expired" element={<SessionExpiredPage go={go} />} />);
  }

  it('counts down five seconds, then sends the person to /login with the return path', async () => {
    const go = vi.fn();
    openExpired('/session-expired', go);
    expect(
      screen.getByText("Looks like your session has taken a nap. Don't worry, we're waking it up!"),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting in 5 seconds');
    await seconds(4);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting in 1 second');
    expect(go).not.toHaveBeenCalled();
    await seconds(1);
    expect(go).toHaveBeenCalledWith('/login?redirectedFrom=%2Femberite');
  });

  it('goes through the last linked provider with a login hint, returning with authSuccess=true', async () => {
    rememberLastIdentity({ provider: 'microsoft', loginHint: 'ada@example.com' });
    const go = vi.fn();
    openExpired('/session-expired?redirectedFrom=%2Fme', go);
    await seconds(5);
    const target = new URL(go.mock.calls[0]![0] as string, 'http://localhost');
    expect(target.pathname).toBe('/api/auth/microsoft-login');
    expect(target.searchParams.get('loginHint')).toBe('ada@example.com');
    expect(target.searchParams.get('origin')).toBe(window.location.origin);
    expect(sessionStorage.getItem('ember.returnPath')).toBe('/me?authSuccess=true');
  });
});
