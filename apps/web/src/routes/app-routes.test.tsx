import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, identityApi } from '@ember/api-client';
import { FakeApi, aCurrentUser, aSession, unauthenticated } from '@ember/api-client/testing';
import { serveFakeCms } from '@ember/content/testing';
import { store } from '../session/store';
import { AppRoutes } from './app-routes';

const fake = new FakeApi();

beforeAll(async () => {
  await fake.start();
});

afterAll(async () => {
  await fake.stop();
});

const stamps = { updatedAt: '', createdAt: '' };
const page = (path: string, heading: string) => ({
  id: path.length,
  title: heading,
  slug: path.slice(1) || 'home',
  path,
  layout: [{ blockType: 'hero', heading }],
  ...stamps,
});

beforeEach(() => {
  fake.reset();
  hinted(false);
  store.dispatch(api.util.resetApiState());
  // The public pages' content: the CMS's REST surface as the pages read it.
  serveFakeCms({
    collections: {
      brands: [
        {
          id: 1,
          key: 'programs',
          name: 'Ember',
          isDefault: true,
          hostNames: [{ hostName: 'localhost' }],
          landingVariant: 'programs',
          landing: { relationTo: 'pages', value: page('/', 'Meet your people in a small group that chose you') },
          headerCta: { label: 'sign in', href: '/login' },
          applyLink: { label: 'apply', href: '/start' },
          copyrightYear: 2025,
          ...stamps,
        },
      ],
      pages: [page('/about', 'About')],
    },
  });
});

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Location />
      <AppRoutes />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

function signedOut() {
  fake.on('GET /api/auth/me', unauthenticated).on('GET /api/users/currentUser', unauthenticated);
}

/** The readable hint the api sets beside the session cookie, and clears with it. */
function hinted(present: boolean) {
  document.cookie = present ? 'ember_signed_in=1; path=/' : 'ember_signed_in=; path=/; max-age=0';
}

function signedIn(user: Record<string, unknown> = {}) {
  hinted(true);
  fake.on('GET /api/auth/me', { status: 200, body: aSession() });
  fake.on('GET /api/users/currentUser', { status: 200, body: aCurrentUser(user) });
  fake.on('GET /api/profiles/me', { status: 200, body: aMemberProfile });
}

/** Enough of a profile for the member pages to show. */
const aMemberProfile = {
  firstName: 'Ada',
  age: 31,
  ageBand: { id: 'early-30s', label: 'early 30s', min: 30, max: 34 },
  location: 'CA:ON:Toronto',
  interests: [],
  incompleteInterestCount: 0,
  enrollments: [],
  videos: [],
  photoUrl: null,
  photoStatus: null,
  relationshipStatus: null,
  preferredSex: null,
  minIdealAge: null,
  maxIdealAge: null,
  discoveryPreference: null,
  discoveryPreferenceOther: null,
};

describe('navigation guard (spec 1 §2.2)', () => {
  it('keeps a visitor on the landing at /, without asking the api who is signed in', async () => {
    signedOut();
    open('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Meet your people/ })).toBeInTheDocument();
    // Every effect the landing runs has run (a session check would have been asked by now).
    await act(async () => {});
    expect(location()).toBe('/');
    expect(fake.seen.filter((request) => request.path === '/api/auth/me')).toEqual([]);
  });

  it('keeps a browser whose session has ended on the landing at /, once the api says so', async () => {
    signedOut();
    hinted(true);
    open('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Meet your people/ })).toBeInTheDocument();
    await waitFor(() => expect(fake.seen.some((request) => request.path === '/api/auth/me')).toBe(true));
    expect(location()).toBe('/');
  });

  it('sends a signed-in member with a profile from / to /home', async () => {
    signedIn({ hasProfile: true });
    open('/');
    await waitFor(() => expect(location()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'find your crew' })).toBeInTheDocument();
  });

  it('sends a signed-in person without a profile from / through /welcome to /start', async () => {
    signedIn({ hasProfile: false });
    open('/');
    await waitFor(() => expect(location()).toBe('/start'));
  });

  it('lets public routes through without asking who is signed in', async () => {
    open('/about');
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(fake.seen.filter((request) => request.path === '/api/users/currentUser')).toEqual([]);
  });

  it('sends a visitor on a protected route to /login with the path it came from', async () => {
    signedOut();
    open('/vibe-check?step=2');
    await waitFor(() => expect(location()).toBe('/login?redirectedFrom=%2Fvibe-check%3Fstep%3D2'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends a signed-in person without a profile from a protected route to /welcome, then /start', async () => {
    signedIn({ hasProfile: false });
    open('/me');
    await waitFor(() => expect(location()).toBe('/start'));
  });

  it('sends /welcome to /home when there is a profile, and to /start for a visitor', async () => {
    signedIn({ hasProfile: true });
    open('/welcome');
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('sends a host without a member profile from /home through /welcome to the host console', async () => {
    signedIn({ roles: ['member', 'host'], hasProfile: false });
    open('/home');
    await waitFor(() => expect(location()).toBe('/host/dashboard'), { timeout: 5000 });
  });

  it('sends a visitor at /welcome to /start', async () => {
    signedOut();
    open('/welcome');
    await waitFor(() => expect(location()).toBe('/start'));
  });

  it('shows a member page with the tab bar, the current tab marked', async () => {
    signedIn();
    open('/vibe-check');
    expect(await screen.findByRole('heading', { name: 'are you open to romance?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vibe Check' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('opens /host only for hosts, on the dashboard', async () => {
    signedIn({ roles: ['member'] });
    open('/host');
    expect(await screen.findByRole('heading', { name: 'This area is for hosts' })).toBeInTheDocument();
  });

  it('shows hosts and the Ember team the way to their areas from the member header', async () => {
    signedIn({ roles: ['member', 'host', 'admin'], hasProfile: true });
    open('/vibe-check');
    expect(await screen.findByRole('link', { name: 'Hosting' })).toHaveAttribute('href', '/host/dashboard');
    expect(screen.getByRole('link', { name: 'Console' })).toHaveAttribute('href', '/admin');
  });

  it('shows a member without those roles neither console', async () => {
    signedIn({ roles: ['member'], hasProfile: true });
    open('/vibe-check');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Hosting' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Console' })).toBeNull();
  });

  it('takes a host from /host to the dashboard, named in the account menu', async () => {
    signedIn({ roles: ['member', 'host'], hasProfile: true });
    open('/host');
    // The host area's chunk loads first: on a busy machine that takes more than a second.
    await waitFor(() => expect(location()).toBe('/host/dashboard'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Ada/, expanded: false })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Host' })).toBeInTheDocument();
  });
});

describe('hosting (spec 3 §2.1, §2.11)', () => {
  it('opens /create-event for a visitor without an account, at the first of twelve steps', async () => {
    signedOut();
    open('/create-event');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Design an event format' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Wizard progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 12',
    );
  });

  it('opens the claim link without signing in', async () => {
    signedOut();
    open('/host/claim');
    expect(
      await screen.findByRole('heading', { name: "We couldn't open your format" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(location()).toBe('/host/claim');
  });

  it("shows a format's public page to anyone", async () => {
    signedOut();
    open('/f/no-such-format');
    expect(
      await screen.findByRole('heading', { name: 'This format is not available' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each([
    '/host/dashboard',
    '/host/formats',
    '/host/analytics',
    '/host/settings',
    '/host/profile',
    '/host/billing',
    '/host/help',
    '/host/payments',
    '/host/format/f1/details',
  ])('%s is a real page, not a coming-soon one', async (path) => {
    signedIn({ roles: ['member', 'host'] });
    open(path);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });
});

describe('the videos settings (spec 3 §2.9)', () => {
  it('opens /emberite/settings/videos with the fun and useful prompts', async () => {
    signedIn();
    fake.on('GET /api/videos', { status: 200, body: { videos: [] } });
    fake.on('GET /api/videos/prompts', {
      status: 200,
      body: {
        dailyPromptId: 'scientific_fact',
        prompts: [
          { id: 'dad_joke', type: 'fun', title: 'Tell a dad joke', description: 'Groan.', instructions: [] },
          { id: 'best_advice', type: 'useful', title: 'Best advice', description: 'Yours.', instructions: [] },
        ],
      },
    });
    open('/emberite/settings/videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'fun prompt' })).toHaveTextContent('Not Started');
    expect(screen.getByRole('region', { name: 'useful prompt' })).toHaveTextContent('Best advice');
  });
});

describe('a 401 from any call', () => {
  it('sends the person to /login?redirectedFrom={current path}', async () => {
    signedIn();
    open('/me');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
    // The session ends on the server; the next call answers 401.
    fake.on('GET /api/users/currentUser', unauthenticated);
    await act(async () => {
      await store.dispatch(identityApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
    });
    await waitFor(() => expect(location()).toBe('/login?redirectedFrom=%2Fme'));
  });
});

describe('/payment (spec 3 §2.10)', () => {
  it('is the signed-in member’s deposit, in test mode without a card provider', async () => {
    signedIn();
    fake
      .on('GET /api/payments/settings', {
        status: 200,
        body: {
          provider: 'offline',
          testMode: true,
          publishableKey: null,
          depositCents: 1000,
          currency: 'CAD',
          depositRequired: false,
        },
      })
      .on('POST /api/payments/deposit', {
        status: 200,
        body: {
          clientSecret: null,
          payment: {
            id: 'p1',
            purpose: 'deposit',
            status: 'pending',
            title: 'Deposit',
            amountCents: 1000,
            creditCents: 0,
            chargeCents: 1000,
            refundedCents: 0,
            currency: 'CAD',
            roundId: null,
            groupId: null,
            eventStartsAt: null,
            policy: null,
            depositUse: null,
            refundDueAt: null,
            cancellation: null,
            refundRule: null,
            createdAt: '2026-11-20T10:00:00Z',
            paidAt: null,
            provider: 'offline',
          },
        },
      });
    open('/payment');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'a $10 deposit' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'pay $10 CAD (test mode)' })).toBeInTheDocument();
  });
});

describe('features behind their flags (spec 3 §1, §2.2)', () => {
  // The pages' chunks compiled once before the tests, so a test's wait is for the page, not the transform.
  beforeAll(async () => {
    await Promise.all([import('./browse-pages'), import('./experience-pages'), import('./member-pages')]);
  });
  afterEach(() => vi.unstubAllEnvs());

  const filters = {
    profileFilters: { sex: ['female'], ageMin: 20, ageMax: 100, idealAge: null, purpose: 1 },
    eventFilters: { categories: [], dates: [] },
    availability: { startTime: '19:00', endTime: '22:00' },
    updatedAt: '',
  };

  it.each([
    ['/emberite/people', 'People'],
    ['/emberite/experiences', 'Experiences'],
    ['/emberite/availability', 'Availability'],
  ])('%s is off by default and says so in the spec’s words', async (path, title) => {
    vi.stubEnv('VITE_FEATURES', '');
    signedIn();
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Not available - coming soon')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This feature is coming soon! Apologies for inconvenience.');
  });

  it('shows the people of the city through the saved filters when people is on', async () => {
    vi.stubEnv('VITE_FEATURES', 'people');
    signedIn();
    fake.on('GET /api/profiles/me/filters', { status: 200, body: filters });
    fake.on('GET /api/profiles/all', {
      status: 200,
      body: {
        profiles: [
          { id: 'p7', firstName: 'Kim', ageBand: null, sex: 'female', interests: [], isOwn: false, photoUrl: null },
        ],
        nextCursor: null,
      },
    });
    open('/emberite/people');
    expect(await screen.findByRole('link', { name: 'Kim' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/emberite/profile/p7',
    );
    expect(screen.getByRole('link', { name: 'filters' })).toHaveAttribute('href', '/emberite/peopleFilterSettings');
    expect(screen.queryByText('Not available - coming soon')).not.toBeInTheDocument();
    const list = fake.seen.find((request) => request.path === '/api/profiles/all')!;
    expect(list.query.get('sex')).toBe('female');
    expect(list.query.get('location')).toBe('CA:ON:Toronto');
  });

  it('shows the catalogue when experiences is on', async () => {
    vi.stubEnv('VITE_FEATURES', 'experiences');
    signedIn();
    serveFakeCms({
      collections: {
        experiences: [
          {
            id: 1,
            experienceId: 'axe-throwing',
            inCatalogue: true,
            title: 'Axe throwing night',
            category: 'Games',
            language: 'English',
            price: 45,
            currency: 'CAD',
            area: 'Revelstoke, BC',
            country: 'Canada',
            duration: { hours: 2, minutes: 0 },
            participants: { min: 4, max: 12 },
            location: { name: 'The range', address: '1 Main St' },
            whatToExpect: 'Throwing.',
            host: { name: 'Kai' },
            ...stamps,
          },
        ],
      },
    });
    open('/emberite/experiences');
    expect(await screen.findByRole('link', { name: /Axe throwing night/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/emberite/experience/axe-throwing',
    );
    expect(screen.getByRole('link', { name: 'Games' })).toHaveAttribute('href', '/category/games');
  });

  it('shows the hours the member is free when availability is on', async () => {
    vi.stubEnv('VITE_FEATURES', 'availability');
    signedIn();
    fake.on('GET /api/profiles/me/filters', { status: 200, body: filters });
    open('/emberite/availability');
    expect(await screen.findByLabelText('From', {}, { timeout: 5000 })).toHaveValue('19:00');
    expect(screen.getByLabelText('Until')).toHaveValue('22:00');
  });
});

describe('unknown addresses', () => {
  it('answers unknown addresses with a not-found page', async () => {
    open('/no-such-page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeInTheDocument();
  });
});
