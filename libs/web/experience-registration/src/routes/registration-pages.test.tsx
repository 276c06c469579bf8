import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, aSession, createTestStore, unauthenticated } from '@ember/api-client/testing';
import { readStartFlow } from '@ember/start-flow';
import { progressOf, registrationSlice, registrationStorageKey } from '../model/registration-slice';
import { PoetryNightJoinPage } from './poetry-night-join-page';
import { RegistrationWizardPage } from './registration-wizard-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.reset();
  // A Tuesday: the season's experience dates are Dec 10-12 and 17-19, its poetry Fridays Dec 11 on.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

function open(path: string) {
  render(
    <Provider store={createTestStore(registrationSlice)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/emberite/experiences/join" element={<RegistrationWizardPage />} />
          <Route path="/emberite/experiences/poetry-night/join" element={<PoetryNightJoinPage />} />
          <Route path="/payment" element={<h1>payment</h1>} />
          <Route path="/home" element={<h1>home</h1>} />
          <Route path="/" element={<h1>landing</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const stored = () => JSON.parse(localStorage.getItem(registrationStorageKey) ?? '{}') as Record<string, unknown>;

describe('the experience registration (spec 3 §2.10, §4)', () => {
  it('caps progress at 100%', () => {
    expect(progressOf(0)).toBe(20);
    expect(progressOf(4)).toBe(100);
    expect(progressOf(9)).toBe(100);
  });

  it('walks the five steps, keeps the answers, and refuses to submit without the video agreement', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/profiles', { status: 201, body: { data: { registration: {}, inviteRedemption: null } } });
    open('/emberite/experiences/join');
    expect(screen.getByRole('heading', { name: 'when are you free?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'next' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Fri, Dec 11' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(stored()).toMatchObject({ currentStep: 1, availability: ['2026-12-11'] });
    await user.click(screen.getByRole('checkbox', { name: 'karaoke' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    const [ideal, most] = screen.getAllByRole('radiogroup');
    await user.click(ideal!.querySelectorAll('button')[2]!);
    await user.click(most!.querySelectorAll('button')[3]!);
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(screen.getByRole('radio', { name: 'no' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Uploading videos is mandatory to be discoverable.');
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await user.click(screen.getByRole('button', { name: 'pay the $10 deposit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Uploading videos is mandatory to be discoverable.');
    expect(fake.seen.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'back' }));
    await user.click(screen.getByRole('radio', { name: 'yes, I will' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(screen.getByRole('button', { name: 'continue without a deposit' }));
    expect(await screen.findByRole('heading', { name: 'payment' })).toBeInTheDocument();
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
      experience: 'experience',
      availability: ['2026-12-11'],
      availabilityExplained: null,
      activities: ['karaoke'],
      budget: { ideal: '50-100', max: '100-200' },
      videoAgreement: 'yes',
      depositAgreement: 'no',
    });
  });

  it('leaves the wizard with back on the first step', async () => {
    const user = userEvent.setup();
    open('/emberite/experiences/join');
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('shows the server message and returns to PRE_SUBMIT when the save fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(
      registrationStorageKey,
      JSON.stringify({
        currentStep: 4,
        availability: ['2026-12-10'],
        idealBudget: '0-20',
        maxBudget: '20-50',
        videoAgreement: 'yes',
      }),
    );
    fake.on('POST /api/profiles', {
      status: 400,
      body: { statusCode: 400, code: 'x', message: 'Pick at least one date.' },
    });
    open('/emberite/experiences/join');
    await user.click(screen.getByRole('button', { name: 'pay the $10 deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick at least one date.');
    expect(screen.getByRole('button', { name: 'pay the $10 deposit' })).toBeEnabled();
  });
});

describe('the poetry-night join page (spec 3 §5)', () => {
  it('asks for a Friday, then the acknowledgement, keeps the invite and Revelstoke, and goes to /', async () => {
    const user = userEvent.setup();
    fake.on('GET /api/auth/me', unauthenticated);
    open('/emberite/experiences/poetry-night/join?secret=ADA-7K3Q');
    await user.click(screen.getByRole('button', { name: 'join' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select at least one availability option. More options mean a higher chance of snagging a spot.',
    );
    expect(await screen.findByText('We keep your choice on this device until you sign in.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Fri, Dec 18' }));
    await user.click(screen.getByRole('button', { name: 'join' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Make sure you understand that the spot is not guaranteed (check the box)',
    );
    await user.click(screen.getByRole('checkbox', { name: /my spot is not guaranteed/ }));
    await user.click(screen.getByRole('button', { name: 'join' }));
    expect(await screen.findByRole('heading', { name: 'landing' })).toBeInTheDocument();
    expect(stored()).toMatchObject({
      inviteCode: 'ADA-7K3Q',
      location: 'CA:BC:Revelstoke',
      availability: ['2026-12-18'],
    });
    expect(readStartFlow().inviteCode).toBe('ADA-7K3Q');
    expect(fake.seen.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends the registration for a signed-in member', async () => {
    const user = userEvent.setup();
    fake.on('GET /api/auth/me', { status: 200, body: aSession() });
    fake.on('POST /api/profiles', { status: 201, body: { data: { registration: {}, inviteRedemption: null } } });
    open('/emberite/experiences/poetry-night/join');
    await user.click(screen.getByRole('checkbox', { name: 'Fri, Jan 1, 2027' }));
    await user.click(screen.getByRole('checkbox', { name: /my spot is not guaranteed/ }));
    expect(await screen.findByText(/Signed in as ada@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'join' }));
    expect(await screen.findByRole('heading', { name: 'landing' })).toBeInTheDocument();
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
      experience: 'poetry-night',
      acknowledged: true,
      availability: ['2027-01-01'],
      location: 'CA:BC:Revelstoke',
    });
  });
});
