import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { VibeCheckPage } from './vibe-check-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

let profile: Record<string, unknown>;
const base = {
  id: 'p1',
  firstName: 'Ada',
  location: 'CA:ON:Toronto',
  relationshipStatus: null,
  preferredSex: null,
  minIdealAge: null,
  maxIdealAge: null,
  discoveryPreference: null,
  discoveryPreferenceOther: null,
  videos: [],
};

beforeEach(() => {
  fake.reset();
  profile = { ...base };
  fake.on('GET /api/profiles/me', () => ({ status: 200, body: profile }));
  fake.on('POST /api/profiles/updateProfileProperty', (request) => {
    for (const change of (request.body as { Changes: { Field: string; Value: unknown }[] }).Changes) {
      profile[change.Field] = change.Value;
    }
    return { status: 200, body: profile };
  });
});

/** Stands for the videos feature's prompt picker, which the app composes in. */
function PromptTypePicker({ type }: { type: 'fun' | 'useful' }) {
  return <p>{`${type} prompts`}</p>;
}

function open() {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter>
        <VibeCheckPage PromptTypePicker={PromptTypePicker} />
      </MemoryRouter>
    </Provider>,
  );
}

const question = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('/vibe-check (spec 1 §2.7)', () => {
  it('walks open → who → ages → discovery, saves, and shows the summary with the video prompts', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'are you open to romance?' })).toBeInTheDocument();
    expect(screen.getByText('Your answers are totally private and never shared with anyone.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'yes, open to it' }));
    expect(question()).toBe('who would you like to meet?');
    await user.click(screen.getByRole('radio', { name: 'women' }));
    expect(question()).toBe('what ages?');
    expect(screen.getByRole('button', { name: 'continue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'mid 30s' }));
    await user.click(screen.getByRole('button', { name: 'late 20s' }));
    expect(screen.getByText('28 to 37')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'early 30s' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'continue' }));
    await user.click(screen.getByRole('radio', { name: 'short videos' }));
    expect(await screen.findByRole('heading', { name: 'your vibe' })).toBeInTheDocument();
    expect(profile).toMatchObject({
      relationshipStatus: 'open',
      preferredSex: ['female'],
      minIdealAge: 28,
      maxIdealAge: 37,
      discoveryPreference: 'videos',
    });
    expect(await screen.findByText('fun prompts')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'useful' }));
    expect(screen.getByText('useful prompts')).toBeInTheDocument();
  });

  it('skips to step 3 when not looking, and finishes other only with a text', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('radio', { name: 'not looking' }));
    expect(question()).toBe('how do you like to discover people?');
    await user.click(screen.getByRole('radio', { name: 'something else' }));
    const finish = screen.getByRole('button', { name: 'finish' });
    expect(finish).toBeDisabled();
    await user.type(screen.getByLabelText('tell us how'), '  voice notes ');
    await user.click(finish);
    expect(await screen.findByRole('heading', { name: 'your vibe' })).toBeInTheDocument();
    expect(screen.getByText('voice notes')).toBeInTheDocument();
    expect(screen.getByText(/Thanks!/)).toBeInTheDocument();
  });

  it('opens on step 4 with the saved answers, and edit goes back to step 1', async () => {
    const user = userEvent.setup();
    profile = { ...base, relationshipStatus: 'not_looking', discoveryPreference: 'pictures' };
    open();
    expect(await screen.findByRole('heading', { name: 'your vibe' })).toBeInTheDocument();
    expect(screen.getByText('pictures')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'edit answers' }));
    expect(question()).toBe('are you open to romance?');
    expect(screen.getByRole('radio', { name: 'not looking' })).toHaveAttribute('aria-checked', 'true');
  });
});
