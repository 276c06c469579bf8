import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, aSession, createTestStore, unauthenticated } from '@ember/api-client/testing';
import { newFormatDraft } from '@ember/hosting-rules';
import { aFormat, aFormatWithParticipants, aPublicFormat } from '../testing/hosting-builders';
import { wizardStateFor } from '../model/wizard-slice';
import { wizardStorageKey } from '../model/wizard-storage';
import { ClaimFormatPage, invalidClaimLinkText } from './claim-format-page';
import { CreateEventPage } from './create-event-page';
import { EditFormatPage } from './edit-format-page';
import { PublicFormatPage } from './public-format-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.reset();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function open(path: string) {
  return render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/create-event" element={<CreateEventPage />} />
          <Route path="/host/claim" element={<ClaimFormatPage />} />
          <Route path="/host/dashboard" element={<h1>Dashboard</h1>} />
          <Route path="/host/format/:id/edit" element={<EditFormatPage />} />
          <Route path="/host/format/:id/details" element={<h1>Details</h1>} />
          <Route path="/f/:slug" element={<PublicFormatPage />} />
          <Route path="/login" element={<h1>Login</h1>} />
          <Route path="/me" element={<h1>My profile</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** A whole draft at the preview, as the wizard keeps it in the browser. */
function keepAtPreview(overrides: Partial<ReturnType<typeof newFormatDraft>> = {}) {
  const draft = {
    ...newFormatDraft(),
    format: 'Dumplings from scratch',
    possibleDates: [{ date: '2099-12-18', time: '19:00-22:00' as const }],
    location: { city: 'toronto', neighborhood: 'kensington-market', venueDetails: '', isOnline: false },
    ...overrides,
  };
  localStorage.setItem(wizardStorageKey, JSON.stringify({ ...wizardStateFor(draft), step: 'preview' }));
}

const where = () => screen.getByTestId('where').textContent;

describe('/create-event without an account', () => {
  beforeEach(() => {
    fake.on('GET /api/auth/me', unauthenticated);
  });

  it('resumes the draft kept in the browser', async () => {
    localStorage.setItem(
      wizardStorageKey,
      JSON.stringify({ ...wizardStateFor({ ...newFormatDraft(), format: 'Kept title' }), step: 'concept-details' }),
    );
    open('/create-event');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Kept title');
  });

  it('keeps every change in the browser, and saves nothing on the server', async () => {
    const user = userEvent.setup();
    open('/create-event');
    await user.click(await screen.findByRole('button', { name: "Let's start" }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pottery');
    expect(JSON.parse(localStorage.getItem(wizardStorageKey) ?? '{}')).toMatchObject({
      step: 'concept-details',
      draft: { format: 'Pottery' },
    });
    expect(fake.seen.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('creates the format with the e-mail, says so in spec 3 §8 words, and goes home', async () => {
    const user = userEvent.setup();
    keepAtPreview();
    fake.on('POST /api/event-format/draft', (request) => ({
      status: 201,
      body: aFormat({
        id: 'f-new',
        hostInfo: { ...aFormat().hostInfo, email: (request.body as { hostInfo: { email: string } }).hostInfo.email },
      }),
    }));
    open('/create-event');
    await user.type(await screen.findByRole('textbox', { name: 'Your email' }), 'host@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create event format' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your format is created' });
    expect(dialog).toHaveTextContent(
      'Event format created successfully! Event ID: f-new. You will receive an email with next steps.',
    );
    const sent = fake.seen.find((request) => request.method === 'POST' && request.path === '/api/event-format/draft');
    expect(sent?.body).toMatchObject({
      format: 'Dumplings from scratch',
      hostInfo: { email: 'host@example.com' },
      location: { city: 'toronto', neighborhood: 'kensington-market' },
      pricing: { ticketPrice: 4500 },
    });
    expect(localStorage.getItem(wizardStorageKey)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the home page' }));
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('says spec 3 §8 failure text when creating fails, and keeps the draft', async () => {
    const user = userEvent.setup();
    keepAtPreview();
    fake.on('POST /api/event-format/draft', {
      status: 500,
      body: { statusCode: 500, code: 'http.500', message: 'boom' },
    });
    open('/create-event');
    await user.type(await screen.findByRole('textbox', { name: 'Your email' }), 'host@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create event format' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error creating your event format. Please try again.',
    );
    expect(localStorage.getItem(wizardStorageKey)).not.toBeNull();
  });
});

describe('/create-event for a signed-in host', () => {
  beforeEach(() => {
    fake.on('GET /api/auth/me', { status: 200, body: aSession('host@example.com') });
  });

  it('saves the draft on the server once it has a title: POST, then PUT', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/event-format/draft', { status: 201, body: aFormat({ id: 'f-saved' }) });
    fake.on('PUT /api/event-format/f-saved', { status: 200, body: aFormat({ id: 'f-saved' }) });
    open('/create-event');
    await user.click(await screen.findByRole('button', { name: "Let's start" }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Dumplings');
    await waitFor(() => expect(screen.getByText('Draft saved to your account')).toBeInTheDocument(), { timeout: 3000 });
    const posts = fake.seen.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ format: 'Dumplings', hostInfo: { email: 'host@example.com' } });
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Folding.');
    await waitFor(() => expect(fake.seen.some((request) => request.method === 'PUT')).toBe(true), { timeout: 3000 });
    const put = fake.seen.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ format: 'Dumplings', description: 'Folding.' });
    expect(JSON.parse(localStorage.getItem(wizardStorageKey) ?? '{}')).toMatchObject({ formatId: 'f-saved' });
  });

  it('waits with the save while what is there breaks a rule', async () => {
    const user = userEvent.setup();
    open('/create-event');
    await user.click(await screen.findByRole('button', { name: "Let's start" }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Du');
    expect(
      await screen.findByText(/Not saved yet: Please give your format a title/, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(fake.seen.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('creates by saving the draft and showing its id', async () => {
    const user = userEvent.setup();
    keepAtPreview();
    fake.on('POST /api/event-format/draft', { status: 201, body: aFormat({ id: 'f-mine' }) });
    open('/create-event');
    expect(await screen.findByRole('textbox', { name: 'Your email' })).toHaveValue('host@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Create event format' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Event ID: f-mine.');
    await user.click(within(dialog).getByRole('button', { name: 'Open the host console' }));
    await waitFor(() => expect(where()).toBe('/host/dashboard'));
  });
});

describe('editing a saved format', () => {
  it('opens on the preview and saves the changes with PUT', async () => {
    const user = userEvent.setup();
    fake.on('GET /api/users/currentUser', { status: 200, body: { id: 'host@example.com' } });
    fake.on('GET /api/event-format/f1', { status: 200, body: aFormatWithParticipants({ id: 'f1' }) });
    fake.on('PUT /api/event-format/f1', { status: 200, body: aFormat({ id: 'f1' }) });
    open('/host/format/f1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your format' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit concept' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Dumplings, again');
    await user.click(screen.getByRole('button', { name: 'Back to preview' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(where()).toBe('/host/format/f1/details'));
    const put = fake.seen.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ format: 'Dumplings, again', pricing: { ticketPrice: 4500 } });
    expect(put?.body).not.toHaveProperty('counts');
    expect((put?.body as { pricing: object }).pricing).not.toHaveProperty('hostEarnings');
  });

  it("keeps a live format's dates, even once they are closer than a new draft's earliest date", async () => {
    const user = userEvent.setup();
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    fake.on('GET /api/users/currentUser', { status: 200, body: { id: 'host@example.com' } });
    fake.on('GET /api/event-format/f2', {
      status: 200,
      body: aFormatWithParticipants({
        id: 'f2',
        status: 'active',
        possibleDates: [{ date: soon, time: '19:00-22:00' }],
      }),
    });
    open('/host/format/f2/edit');
    await user.click(await screen.findByRole('button', { name: 'Edit dates' }));
    expect(screen.getByRole('button', { name: 'Back to preview' })).toBeEnabled();
  });
});

describe('the claim link', () => {
  it('claims the format and opens the dashboard', async () => {
    fake.on('POST /api/event-format/claim', {
      status: 200,
      body: { email: 'host@example.com', formatIds: ['f1'], createdAccount: true },
    });
    open('/host/claim?token=a-token-of-forty-characters-or-so-123456');
    await waitFor(() => expect(where()).toBe('/host/dashboard'));
    const claims = fake.seen.filter((request) => request.path === '/api/event-format/claim');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.body).toEqual({ token: 'a-token-of-forty-characters-or-so-123456' });
  });

  it('says so when the link is used or expired', async () => {
    fake.on('POST /api/event-format/claim', {
      status: 410,
      body: { statusCode: 410, code: 'hosting.invalid-claim-link', message: invalidClaimLinkText },
    });
    open('/host/claim?token=a-token-of-forty-characters-or-so-123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidClaimLinkText);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends nothing without a token', async () => {
    open('/host/claim');
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidClaimLinkText);
    expect(fake.seen).toEqual([]);
  });
});

describe('the public page of a format', () => {
  it('shows its title, host, dates, place and price', async () => {
    fake.on('GET /api/event-format/public/dumplings-1', { status: 200, body: aPublicFormat({ slug: 'dumplings-1' }) });
    open('/f/dumplings-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dumplings from scratch' })).toBeInTheDocument();
    expect(screen.getByText('Hosted by Maya')).toBeInTheDocument();
    expect(screen.getByText('$45 per person')).toBeInTheDocument();
    expect(screen.getByText('Kensington Market, Toronto')).toBeInTheDocument();
    expect(screen.getByText('Friday, December 18, 2099')).toBeInTheDocument();
    expect(screen.getByText('7:00 PM – 10:00 PM')).toBeInTheDocument();
  });

  it('says when there is no such format', async () => {
    fake.on('GET /api/event-format/public/gone', {
      status: 404,
      body: { statusCode: 404, code: 'hosting.format-not-found', message: 'Format not found' },
    });
    open('/f/gone');
    expect(await screen.findByRole('heading', { name: 'This format is not available' })).toBeInTheDocument();
  });
});

describe('registering interest on the public page', () => {
  const slug = 'dumplings-1';
  const interestRoute = `/api/event-format/public/${slug}/interest` as const;
  const noInterest = {
    interested: false,
    open: true,
    closesAt: '2099-12-01T17:00:00.000Z',
    isHost: false,
    missing: [],
    missingMessage: null,
  };
  beforeEach(() => {
    fake.on(`GET /api/event-format/public/${slug}`, { status: 200, body: aPublicFormat({ slug }) });
  });

  it('asks a visitor to sign in, and comes back to the page', async () => {
    fake.on('GET /api/auth/me', unauthenticated);
    open(`/f/${slug}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in to register interest' }));
    expect(where()).toBe('/login');
    expect(fake.seen.some((request) => request.path === interestRoute)).toBe(false);
  });

  it('registers and withdraws a member who may', async () => {
    let interested = false;
    fake.on('GET /api/auth/me', { status: 200, body: aSession() });
    fake.on(`GET ${interestRoute}`, () => ({ status: 200, body: { ...noInterest, interested } }));
    fake.on(`PUT ${interestRoute}`, () => {
      interested = true;
      return { status: 200, body: { ...noInterest, interested } };
    });
    fake.on(`DELETE ${interestRoute}`, () => {
      interested = false;
      return { status: 200, body: { ...noInterest, interested } };
    });
    open(`/f/${slug}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Register interest' }));
    expect(await screen.findByText('You are interested. We will tell you when picking starts.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my interest' }));
    expect(await screen.findByRole('button', { name: 'Register interest' })).toBeInTheDocument();
    expect(fake.seen.filter((request) => request.path === interestRoute).map((request) => request.method)).toEqual([
      'GET',
      'PUT',
      'GET',
      'DELETE',
      'GET',
    ]);
  });

  it('tells a member what is missing and where to add it', async () => {
    const message =
      'Others need to see you before you can register interest: add a video answering a fun prompt to your profile.';
    fake.on('GET /api/auth/me', { status: 200, body: aSession() });
    fake.on(`GET ${interestRoute}`, {
      status: 200,
      body: { ...noInterest, missing: ['fun-video'], missingMessage: message },
    });
    open(`/f/${slug}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register interest' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Add my videos' }));
    expect(where()).toBe('/me');
  });

  it("shows the server's refusal", async () => {
    fake.on('GET /api/auth/me', { status: 200, body: aSession() });
    fake.on(`GET ${interestRoute}`, { status: 200, body: noInterest });
    fake.on(`PUT ${interestRoute}`, {
      status: 409,
      body: { statusCode: 409, code: 'hosting.interest-closed', message: 'Interest in this format has closed.' },
    });
    open(`/f/${slug}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Register interest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Interest in this format has closed.');
  });
});
