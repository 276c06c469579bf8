import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, aCurrentUser, createTestStore } from '@ember/api-client/testing';
import { roadmaps } from '../model/roadmaps';
import { type JourneyVideoPromptProps, JourneyPage } from './journey-page';
import { RoadmapStepPage } from './roadmap-step-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

let completed: Record<string, string[]>;
let videos: unknown[];
beforeEach(() => {
  fake.reset();
  completed = {};
  videos = [];
  fake.on('GET /api/users/currentUser', () => ({ status: 200, body: aCurrentUser({ roadmaps: completed }) }));
  fake.on('GET /api/profiles/me', () => ({ status: 200, body: { videos } }));
  fake.on('POST /api/users/updateUserProperty', (request) => {
    completed = (request.body as { changes: { value: Record<string, string[]> }[] }).changes[0]!.value;
    return { status: 200, body: aCurrentUser({ roadmaps: completed }) };
  });
});

/** Stands for the videos feature's prompts, which the app composes in. */
function VideoPrompt({ videos, reminder }: JourneyVideoPromptProps) {
  return <p>{`video prompt: ${videos.length} videos${reminder ? ', reminder' : ''}`}</p>;
}

function open(path: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/emberite/journey" element={<JourneyPage VideoPrompt={VideoPrompt} />} />
          <Route path="/emberite/journey/:roadmapId/:stepId" element={<RoadmapStepPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const video = (id: string, promptType: string) => ({
  id,
  promptId: 'x',
  promptType,
  videoUrl: '/v.mp4',
  thumbnailUrl: null,
});

describe('/emberite/journey (spec 3 §2.7)', () => {
  it('marks the first unfinished step active and asks for the intro video when there is none', async () => {
    completed = { 'getting-started': ['craft-profile'] };
    open('/emberite/journey');
    expect(await screen.findByText('video prompt: 0 videos, reminder')).toBeInTheDocument();
    const setup = screen.getByRole('region', { name: 'get set up' });
    expect(within(setup).getByText('20%')).toBeInTheDocument();
    expect(within(setup).getByRole('link', { current: 'step' })).toHaveTextContent('record your two intro videos');
  });

  it('links the three help chats of spec 3 §3', async () => {
    open('/emberite/journey');
    const help = await screen.findByRole('navigation', { name: 'need a hand?' });
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/emberite/chat/setup-guide', '/emberite/chat/event-tips', '/emberite/chat/general']);
  });

  it('hides finished steps on request and says Coming soon for steps without an id', async () => {
    const user = userEvent.setup();
    completed = { 'getting-started': ['craft-profile'] };
    videos = [video('v1', 'fun')];
    open('/emberite/journey');
    expect(await screen.findByText('video prompt: 1 videos, reminder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /craft your profile/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'show completed steps' }));
    expect(screen.queryByRole('link', { name: /craft your profile/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /your first meetup/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('This feature is coming soon! Apologies for inconvenience.');
  });

  it('is all set with everything done and two videos, and celebrates with 80 particles', async () => {
    const user = userEvent.setup();
    completed = Object.fromEntries(
      roadmaps.map((roadmap) => [roadmap.id, roadmap.tasks.flatMap((task) => (task.id ? [task.id] : []))]),
    );
    videos = [video('v1', 'fun'), video('v2', 'useful')];
    open('/emberite/journey');
    expect(await screen.findByText('all set, we will send an invite once your group is assembled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Celebrate' }));
    expect(screen.getByTestId('confetti').children).toHaveLength(80);
  });
});

describe('a roadmap step (spec 3 §2.8)', () => {
  it('marks the step completed, saving the roadmaps, then offers Go back', async () => {
    const user = userEvent.setup();
    completed = { 'how-it-works': ['picking'] };
    open('/emberite/journey/getting-started/vibe-check');
    expect(await screen.findByRole('heading', { name: 'take the vibe check' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
      changes: [{ field: 'roadmaps', value: { 'how-it-works': ['picking'], 'getting-started': ['vibe-check'] } }],
    });
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'your journey' })).toBeInTheDocument();
  });
});
