import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@ember/api-client';
import { FakeApi } from '@ember/api-client/testing';
import { type SignInMode, SignInPage } from './sign-in-page';

const fake = new FakeApi();

beforeAll(async () => {
  await fake.start();
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(() => {
  fake.reset();
  fake.on('GET /api/auth/providers', {
    status: 200,
    body: {
      providers: [
        { id: 'google', enabled: true },
        { id: 'microsoft', enabled: false },
      ],
    },
  });
});

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function open(mode: SignInMode, path = mode === 'login' ? '/login' : '/create-account') {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Location />
        <Routes>
          <Route path="/login" element={<SignInPage mode="login" />} />
          <Route path="/create-account" element={<SignInPage mode="create-account" />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

const location = () => screen.getByTestId('location').textContent;

function acceptsCode(code = '123456') {
  fake.on('POST /api/auth/magic-link/send', ({ body }) => ({ status: 200, body }));
  fake.on('POST /api/auth/magic-link/code', ({ body }) =>
    (body as { code: string }).code === code
      ? { status: 200, body: { email: (body as { email: string }).email } }
      : {
          status: 400,
          body: {
            statusCode: 400,
            code: 'identity.invalid-code',
            message: 'That code did not match. Please try again.',
          },
        },
  );
}

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'send code' }));
  await screen.findByRole('heading', { name: 'Check your email' });
}

describe('email step', () => {
  it('keeps send code disabled until the address looks like one, and ignores empty submissions', async () => {
    const user = open('login');
    const send = screen.getByRole('button', { name: 'send code' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fake.seen.filter((request) => request.method === 'POST')).toEqual([]);
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(send).toBeEnabled();
  });

  it('shows the spec message when sending fails, and keeps the address', async () => {
    fake.on('POST /api/auth/magic-link/send', {
      status: 500,
      body: { statusCode: 500, code: 'internal', message: 'boom' },
    });
    const user = open('create-account');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification code. Please try again.');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('links each screen to the other and opens legal pages in a new tab', () => {
    open('login', '/login?redirectedFrom=%2Fme');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/create-account?redirectedFrom=%2Fme',
    );
    const privacy = screen.getByRole('link', { name: /Privacy policy/ });
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Terms of use/ })).toHaveAttribute('target', '_blank');
  });

  it('sends the browser to the api for provider sign-in, and disables providers the server lacks', async () => {
    open('login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toMatch(/^\/api\/auth\/google-login\?origin=/);
    expect(await screen.findByRole('button', { name: 'Continue with Microsoft' })).toBeDisabled();
  });
});

describe('code step', () => {
  it('accepts digits only, at most six, and verifies nothing before six', async () => {
    acceptsCode();
    const user = open('login');
    await reachCodeStep(user);
    const input = screen.getByLabelText('Verification code');
    expect(input).toHaveAttribute('maxLength', '6');
    expect(input).toHaveAttribute('inputMode', 'numeric');
    await user.type(input, '12a3-45');
    expect(input).toHaveValue('12345');
    const verify = screen.getByRole('button', { name: 'verify' });
    expect(verify).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(fake.seen.some((request) => request.path === '/api/auth/magic-link/code')).toBe(false);
    await user.type(input, '67');
    expect(input).toHaveValue('123456');
    expect(verify).toBeEnabled();
  });

  it('after login goes to /home, or back to where the person was sent from', async () => {
    acceptsCode();
    const user = open('login');
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(location()).toBe('/home'));
    expect(fake.seen.find((request) => request.path === '/api/auth/magic-link/code')?.body).toEqual({
      email: 'ada@example.com',
      code: '123456',
    });
  });

  it('honours redirectedFrom, but only for paths on this site', async () => {
    acceptsCode();
    const user = open('login', '/login?redirectedFrom=%2F%2Fevil.example');
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('after creating an account goes to /complete-profile', async () => {
    acceptsCode();
    const user = open('create-account');
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    await waitFor(() => expect(location()).toBe('/complete-profile'));
  });

  it('shows the server message on a failed login, the spec message on a failed account creation', async () => {
    acceptsCode();
    let user = open('login');
    await reachCodeStep(user);
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code did not match. Please try again.');
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    document.body.innerHTML = '';

    user = open('create-account');
    await reachCodeStep(user, 'bob@example.com');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code. Please try again.');
  });

  it('goes back to the email with use a different email, and tells where the code went and who helps', async () => {
    acceptsCode();
    const user = open('login');
    await reachCodeStep(user);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@ember.local' })).toHaveAttribute(
      'href',
      'mailto:support@ember.local',
    );
    expect(screen.getByText(/check your spam folder/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'use a different email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
