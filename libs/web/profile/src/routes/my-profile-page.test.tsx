import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { aProfile, anInterest } from '../testing/a-profile';
import { MyProfilePage } from './my-profile-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => fake.reset());

function open(profile: Record<string, unknown>) {
  fake.on('GET /api/profiles/me', { status: 200, body: aProfile(profile) });
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <MyProfilePage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('/me (spec 1 §2.5)', () => {
  it('shows the photo banner until there is a photo, with name and age bucket', async () => {
    open({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByText('early 30s')).toBeInTheDocument();
    expect(screen.getByText('add a photo of you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'edit profile' })).toHaveAttribute('href', '/settings');
  });

  it('hides the banner once a photo exists', async () => {
    open({ photoUrl: 'https://cdn.example.com/a.jpg', photoStatus: 'ready' });
    expect(await screen.findByRole('img', { name: "Ada's photo" })).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.jpg',
    );
    expect(screen.queryByText('add a photo of you')).toBeNull();
  });

  it('shows three chips and +3 with exactly six interests, and the incomplete notice', async () => {
    open({
      interests: ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => anInterest(name, name !== 'f')),
      incompleteInterestCount: 1,
    });
    const chips = await screen.findByRole('list', { name: 'interests' });
    expect(chips.querySelectorAll('li')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'show 3 more interests' })).toHaveTextContent('+3');
    expect(screen.getByRole('status')).toHaveTextContent('Incomplete interests are not visible to others yet.');
    expect(screen.getAllByText('incomplete')).toHaveLength(1);
  });

  it('lists the Halloween 2025 picks for an enrollment in prog-halloween-2025 only', async () => {
    open({
      enrollments: [
        {
          id: 'e1',
          programId: 'prog-halloween-2025',
          customAnswers: {
            halloweenEvents: [{ eventName: 'Zombie Walk', venue: 'Trinity Bellwoods', neighborhood: 'west-end' }],
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: /my Halloween 2025 picks/ })).toBeInTheDocument();
    expect(screen.getByText('Zombie Walk')).toBeInTheDocument();
    expect(screen.getByText('Trinity Bellwoods · west end')).toBeInTheDocument();
  });

  it('has no Halloween section without that enrollment', async () => {
    open({ enrollments: [{ id: 'e2', programId: 'prog-coffee', customAnswers: {} }] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Halloween/)).toBeNull();
  });
});
