import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, aCurrentUser, aSession, createTestStore, unauthenticated } from '@ember/api-client/testing';
import { onboardingStorageKey } from '../model/onboarding-data';
import { onboardingSlice } from '../model/onboarding-slice';
import { RegisterPage } from './register-page';

const fake = new FakeApi();
let signedIn = false;

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.reset();
  localStorage.clear();
  signedIn = false;
  fake.on('GET /api/auth/me', () => (signedIn ? { status: 200, body: aSession() } : unauthenticated));
  fake.on('GET /api/users/currentUser', () =>
    signedIn ? { status: 200, body: aCurrentUser({ hasProfile: false }) } : unauthenticated,
  );
  fake.on('POST /api/auth/magic-link/send', (request) => ({
    status: 200,
    body: { email: (request.body as { email: string }).email.toLowerCase() },
  }));
  fake.on('POST /api/auth/magic-link/code', () => {
    signedIn = true;
    return { status: 200, body: { email: 'ada@example.com' } };
  });
  fake.on('POST /api/profiles', {
    status: 201,
    body: { data: { user: { id: 'ada@example.com', hasProfile: true, userInterests: [] } } },
  });
});

function open() {
  render(
    <Provider store={createTestStore(onboardingSlice)}>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/home" element={<h1>find your crew</h1>} />
          <Route path="/complete-profile" element={<h1>tell us about you</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

async function register() {
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { name: "almost there! what's your email?" })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'send code' }));
  await user.type(await screen.findByLabelText('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'verify' }));
}

describe('/register (spec 1 §2.1, §2.3)', () => {
  it('saves the answers the wizard kept once the code is verified, then goes home', async () => {
    localStorage.setItem(
      onboardingStorageKey,
      JSON.stringify({ firstName: 'Ada', age: '31', sex: 'female', location: 'CA:ON:Toronto', currentStep: 0 }),
    );
    open();
    expect(await screen.findByText(/save your profile as Ada, 31/)).toBeInTheDocument();
    await register();
    expect(await screen.findByRole('heading', { name: 'find your crew' })).toBeInTheDocument();
    const profile = fake.seen.find((request) => request.path === '/api/profiles')!;
    expect(profile.body).toContain('"FirstName":"Ada"');
    expect(localStorage.getItem(onboardingStorageKey)).toBeNull();
  });

  it('without answers, makes the account and asks the profile questions next', async () => {
    open();
    expect(await screen.findByText(/tell us a little about yourself/)).toBeInTheDocument();
    await register();
    expect(await screen.findByRole('heading', { name: 'tell us about you' })).toBeInTheDocument();
    expect(fake.seen.some((request) => request.path === '/api/profiles')).toBe(false);
  });

  it('sends a member who already has a profile home', async () => {
    signedIn = true;
    fake.on('GET /api/users/currentUser', { status: 200, body: aCurrentUser({ hasProfile: true }) });
    open();
    expect(await screen.findByRole('heading', { name: 'find your crew' })).toBeInTheDocument();
  });
});
