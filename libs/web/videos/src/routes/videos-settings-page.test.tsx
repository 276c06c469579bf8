import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import type { MyVideo } from '@ember/api-client';
import { videoWorkSlice } from '../model/video-work.slice';
import { aPrompt, aVideo } from '../testing/a-video';
import { fakeCamera } from '../testing/fake-camera';
import { VideosSettingsPage } from './videos-settings-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

const prompts = [
  aPrompt(),
  aPrompt({ id: 'dance_move', title: 'Show us a dance move', description: 'Any move counts.' }),
  aPrompt({ id: 'best_advice', type: 'useful', title: 'The best advice you got', description: 'And who gave it.' }),
  aPrompt({ id: 'health_tip', type: 'useful', title: 'A health tip', description: 'One that works for you.' }),
  aPrompt({ id: 'scientific_fact', type: 'daily', title: 'A scientific fact', description: 'Amaze us.' }),
  aPrompt({ id: 'favorite_memory', type: 'daily', title: 'A favourite memory', description: 'Take us there.' }),
];

let videos: MyVideo[];
let polled: MyVideo;

beforeEach(() => {
  fake.reset();
  videos = [];
  fake.on('GET /api/profiles/me', { status: 200, body: { location: 'CA:ON:Toronto', videos: [] } });
  fake.on('GET /api/videos/prompts', { status: 200, body: { prompts, dailyPromptId: 'scientific_fact' } });
  fake.on('GET /api/videos', () => ({ status: 200, body: { videos } }));
});

function show() {
  render(
    <Provider store={createTestStore(videoWorkSlice)}>
      <MemoryRouter>
        <VideosSettingsPage recorderPlatform={fakeCamera().platform} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('/emberite/settings/videos (spec 3 §2.9)', () => {
  it('shows the fun and useful slots with their selectors and cards, the daily prompt and the rule', async () => {
    videos = [aVideo({ id: 'f', promptId: 'dance_move', promptType: 'fun' })];
    show();
    const fun = await screen.findByRole('region', { name: 'fun prompt' });
    expect(within(fun).getByRole('combobox', { name: 'fun prompt' })).toHaveValue('dance_move');
    expect(within(fun).getByText('Completed')).toBeInTheDocument();
    const useful = screen.getByRole('region', { name: 'useful prompt' });
    expect(within(useful).getByRole('combobox', { name: 'useful prompt' })).toHaveValue('best_advice');
    expect(within(useful).getByText('Not Started')).toBeInTheDocument();
    expect(
      within(useful)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The best advice you got', 'A health tip']);
    const daily = screen.getByRole('region', { name: 'A scientific fact' });
    expect(within(daily).getByText(/the same for everyone on the same day/)).toBeInTheDocument();
    expect(
      screen.getByText('At least two videos, one fun and one useful, are needed to be discoverable.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'your videos for discoverability' })).toHaveTextContent(
      'a fun video: donea useful video: not yet',
    );
  });

  it('opens the prompt dialog for the chosen prompt', async () => {
    const user = userEvent.setup();
    show();
    const useful = await screen.findByRole('region', { name: 'useful prompt' });
    await user.selectOptions(within(useful).getByRole('combobox'), 'health_tip');
    expect(within(useful).getByText('One that works for you.')).toBeInTheDocument();
    await user.click(within(useful).getByRole('button', { name: 'take a video: your useful video' }));
    const dialog = screen.getByRole('dialog', { name: 'A health tip' });
    expect(within(dialog).getByRole('button', { name: 'take a video' })).toBeInTheDocument();
  });

  it("follows a video through processing to 'Completed'", async () => {
    videos = [aVideo({ id: 'u1', promptId: 'best_advice', promptType: 'useful', status: 'processing', progress: 40 })];
    polled = videos[0]!;
    fake.on('GET /api/videos/u1', () => ({ status: 200, body: polled }));
    show();
    const useful = await screen.findByRole('region', { name: 'useful prompt' });
    expect(within(useful).getByText('Processing: 40%')).toBeInTheDocument();
    polled = aVideo({ id: 'u1', promptId: 'best_advice', promptType: 'useful' });
    videos = [polled];
    expect(await within(useful).findByText('Completed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(useful.querySelector('img')).toHaveAttribute('src', '/api/media/t0k3n/poster.jpg');
    expect(fake.seen.filter((request) => request.path === '/api/videos/u1').length).toBeGreaterThan(0);
  });

  it('says when the videos cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    fake.on('GET /api/videos', { status: 500, body: { statusCode: 500, code: 'http.500', message: 'Boom.' } });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your videos.");
    fake.on('GET /api/videos', () => ({ status: 200, body: { videos } }));
    await user.click(screen.getByRole('button', { name: 'try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'fun prompt' })).toBeInTheDocument());
  });
});
