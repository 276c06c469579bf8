import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, aSession, createTestStore, unauthenticated } from '@ember/api-client/testing';
import { onboardingStorageKey } from '../model/onboarding-data';
import { onboardingSlice } from '../model/onboarding-slice';
import { StartPage } from './start-page';

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
  signedIn = false;
  localStorage.clear();
  fake.on('GET /api/auth/me', () => (signedIn ? { status: 200, body: aSession() } : unauthenticated));
  fake.on('GET /api/programs/by-slug/pottery', {
    status: 200,
    body: {
      id: 'pottery',
      slug: 'pottery',
      name: 'Pottery',
      configuration: {
        requiresInterests: false,
        requiresNeighborhood: true,
        allowsHosting: false,
        requiresTimeSlots: true,
      },
    },
  });
  fake.on('GET /api/profiles/me', {
    status: 200,
    body: { id: 'p-1', firstName: 'Ada', age: 31, userSex: 'female', location: 'CA:ON:Toronto' },
  });
});

function openPottery() {
  render(
    <Provider store={createTestStore(onboardingSlice)}>
      <MemoryRouter initialEntries={['/start/pottery']}>
        <Routes>
          <Route path="/start/:programSlug?" element={<StartPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('applying to a second program (/program/pottery → apply)', () => {
  it('does not ask a member with a profile the locked questions again', async () => {
    signedIn = true;
    openPottery();
    expect(await screen.findByRole('heading', { name: 'where in the city works for you?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'onboarding progress' }).children).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: "what's your name?" })).not.toBeInTheDocument();
    // The registered name, age and sex go with the submission, as the server keeps them anyway.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(onboardingStorageKey) ?? '{}')).toMatchObject({
        firstName: 'Ada',
        age: '31',
        sex: 'female',
      }),
    );
  });

  it('asks a visitor everything, name first', async () => {
    openPottery();
    expect(await screen.findByRole('heading', { name: "what's your name?" })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'onboarding progress' }).children).toHaveLength(7);
    await userEvent.setup().type(screen.getByRole('textbox'), 'Ada');
  });
});
