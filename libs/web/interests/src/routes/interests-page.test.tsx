import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { InterestsPage } from './interests-page';

const fake = new FakeApi();

beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

const anInterest = (name: string, complete = true) => ({
  id: `id-${name}`,
  name,
  lookingFor: complete ? 'people who love this as much as I do' : '',
  contribute: complete ? 'my time, my stories and my snacks too' : '',
  isAiSuggested: false,
  isCustom: false,
  isComplete: complete,
});

let interests = [anInterest('Book Club'), anInterest('Photography', false)];

beforeEach(() => {
  fake.reset();
  interests = [anInterest('Book Club'), anInterest('Photography', false)];
  fake.on('GET /api/interests', () => ({
    status: 200,
    body: { interests, incompleteCount: interests.filter((item) => !item.isComplete).length },
  }));
  fake.on('GET /api/profiles/me', { status: 404, body: { statusCode: 404, code: 'x', message: 'x' } });
  fake.on('GET /api/interests/catalogue', {
    status: 200,
    body: { interests: [{ name: 'Book Club' }, { name: 'Hiking' }] },
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function open(path = '/interests') {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <InterestsPage />
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

describe('/interests (spec 1 §2.5)', () => {
  it('warns how many interests are incomplete and offers another below five', async () => {
    open();
    expect(
      await screen.findByText(/1 of your interests is incomplete, so others cannot see it yet/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Photography\s*incomplete/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'add another interest' })).toBeInTheDocument();
  });

  it('has no add-another card at five interests', async () => {
    interests = ['a', 'b', 'c', 'd', 'e'].map((name) => anInterest(name));
    open();
    await screen.findByRole('button', { name: /^a\s*looking for/ });
    expect(screen.queryByRole('button', { name: 'add another interest' })).toBeNull();
  });

  it('opens the add flow for ?add=true, adds a topic and goes on to its texts', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/interests', (request) => {
      const created = { ...anInterest((request.body as { name: string }).name, false) };
      interests = [...interests, created];
      return { status: 201, body: created };
    });
    open('/interests?add=true');
    const dialog = await screen.findByRole('dialog', { name: 'add an interest' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/interests$/));
    // Topics the member has are not offered again.
    expect(await within(dialog).findByRole('button', { name: 'Hiking' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Book Club' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Hiking' }));
    expect(await screen.findByRole('dialog', { name: 'Hiking' })).toBeInTheDocument();
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Hiking', isCustom: false });
  });
});
