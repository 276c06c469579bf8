import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { nextProfileId, videoColumns } from '../model/public-profile';
import { PublicProfilePage } from './public-profile-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

const kim = {
  id: 'p2',
  firstName: 'Kim',
  ageBand: { id: 'early-30s', label: 'early 30s', min: 30, max: 34 },
  sex: 'male',
  location: 'CA:ON:Toronto',
  newLocation: null,
  relationshipStatus: 'open',
  photoUrl: null,
  bucketList: ['Swim in a glacier lake'],
  interests: [{ name: 'Board Games', lookingFor: 'people who like slow games', contribute: 'a shelf of games' }],
  videos: [
    { id: 'v1', promptId: 'dad_joke', promptType: 'fun', videoUrl: '/v1.mp4', thumbnailUrl: '/v1.jpg' },
    { id: 'v2', promptId: 'travel_advice', promptType: 'useful', videoUrl: '/v2.mp4', thumbnailUrl: '/v2.jpg' },
  ],
  isOwn: false,
  demo: false,
};
const card = (id: string) => ({
  id,
  firstName: id,
  ageBand: null,
  sex: 'female',
  interests: [],
  isOwn: false,
  photoUrl: null,
});

beforeEach(() => {
  fake.reset();
  fake.on('GET /api/profiles/me', { status: 200, body: { id: 'p0', location: 'CA:ON:Toronto' } });
  fake.on('GET /api/profiles/all', {
    status: 200,
    body: { profiles: [card('p1'), card('p2'), card('p3')], nextCursor: null },
  });
  fake.on('GET /api/profiles/p2', { status: 200, body: kim });
});

function show(path: string, member = false) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/profile/:profileId" element={<PublicProfilePage />} />
          <Route path="/emberite/profile/:profileId" element={<PublicProfilePage member={member} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the public profile view', () => {
  it('shows what others may see of a member', async () => {
    show('/profile/p2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kim' })).toBeInTheDocument();
    const about = screen.getByRole('list', { name: 'about' });
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['early 30s', 'male', 'Toronto ON Canada', 'open to romance']);
    expect(screen.getByText('Board Games')).toBeInTheDocument();
    expect(screen.getByText('Swim in a glacier lake')).toBeInTheDocument();
    expect(screen.getByLabelText("Kim's fun video")).toHaveAttribute('src', '/v1.mp4');
  });

  it('marks a demo member with a badge beside the name', async () => {
    fake.on('GET /api/profiles/p2', { status: 200, body: { ...kim, demo: true } });
    show('/profile/p2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kim' })).toBeInTheDocument();
    expect(screen.getByTitle(/A demo member/)).toHaveTextContent('demo member');
  });

  it('shows no badge for a member who is not a demo member', async () => {
    show('/profile/p2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kim' })).toBeInTheDocument();
    expect(screen.queryByTitle(/A demo member/)).toBeNull();
  });

  it('plays the video whose thumbnail is chosen', async () => {
    show('/profile/p2');
    await userEvent.click(await screen.findByRole('button', { name: 'play the useful video' }));
    expect(screen.getByLabelText("Kim's useful video")).toHaveAttribute('src', '/v2.mp4');
  });

  it('goes round the city with Next, inside the member area when opened there', async () => {
    show('/emberite/profile/p2', true);
    expect(await screen.findByRole('link', { name: 'Next' })).toHaveAttribute('href', '/emberite/profile/p3');
  });

  it('says a profile it may not show is not found', async () => {
    fake.on('GET /api/profiles/p9', {
      status: 404,
      body: { statusCode: 404, code: 'profile.unavailable', message: 'We couldn’t find this profile.' },
    });
    show('/profile/p9');
    expect(await screen.findByText('We couldn’t find this profile.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('reporting from the profile view', () => {
  it('reports with a reason, which also blocks, and leaves for Discover', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/reports', { status: 204 });
    render(
      <Provider store={createTestStore()}>
        <MemoryRouter initialEntries={['/profile/p2']}>
          <Routes>
            <Route path="/profile/:profileId" element={<PublicProfilePage />} />
            <Route path="/home" element={<p>Discover</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'report Kim' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await user.click(within(dialog).getByRole('button', { name: 'report and block' }));
    expect(await screen.findByText('Discover')).toBeInTheDocument();
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
      profileId: 'p2',
      reason: 'fake-profile',
      source: 'profile',
    });
  });

  it('offers no report on one’s own profile', async () => {
    fake.on('GET /api/profiles/p2', { status: 200, body: { ...kim, isOwn: true } });
    show('/profile/p2');
    expect(await screen.findByRole('heading', { level: 1, name: /^Kim\s*\(you\)$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'report Kim' })).not.toBeInTheDocument();
  });
});

describe('profile rules', () => {
  it('goes round the list, skipping the current profile', () => {
    expect(nextProfileId(['a', 'b', 'c'], 'c')).toBe('a');
    expect(nextProfileId(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextProfileId(['a'], 'a')).toBeNull();
    expect(nextProfileId(['a', 'b'], 'z')).toBe('a');
  });

  it('lays thumbnails four to a row only when they fill rows of four', () => {
    expect(videoColumns(8)).toBe(4);
    expect(videoColumns(6)).toBe(3);
    expect(videoColumns(0)).toBe(3);
  });
});
