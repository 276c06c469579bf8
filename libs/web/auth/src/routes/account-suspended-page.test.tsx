import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { AccountSuspendedPage } from './account-suspended-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => fake.reset());

const message =
  'Your account is suspended (Harassment of other members). If you think this is a mistake, write to support@ember.local to appeal.';

function open(state?: unknown) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[{ pathname: '/suspended', state }]}>
        <Routes>
          <Route path="/suspended" element={<AccountSuspendedPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('/suspended', () => {
  it('says why, as the api said it when the session ended, and how to appeal', async () => {
    open({ message });
    expect(screen.getByRole('heading', { name: 'Your account is suspended' })).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Write to appeal' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(fake.seen).toEqual([]);
  });

  it('asks the api again when opened directly', async () => {
    fake.on('GET /api/users/currentUser', () => ({
      status: 403,
      body: { statusCode: 403, code: 'identity.account-suspended', message },
    }));
    open();
    expect(await screen.findByText(message)).toBeVisible();
  });
});
