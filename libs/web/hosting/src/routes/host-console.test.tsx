import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, aCurrentUser, createTestStore } from '@ember/api-client/testing';
import { aDashboard, aFormat, aFormatWithParticipants, anActivity } from '../testing/hosting-builders';
import { FormatDetailsPage } from './format-details-page';
import { HostAnalyticsPage } from './host-analytics-page';
import { HostDashboardPage } from './host-dashboard-page';
import { HostFormatsPage } from './host-formats-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

const active = aFormat({
  id: 'f-active',
  status: 'active',
  format: 'Pottery and pints',
  slug: 'pottery-and-pints-1a2b3c4d',
  counts: { interested: 12, confirmed: 0, groupsFormed: 1, revenue: 0, attendanceRate: null },
  groupRules: { ...aFormat().groupRules, maxGroups: 10, multipleGroups: true },
});
const draft = aFormat({ id: 'f-draft', format: 'Dumplings from scratch' });
const completed = aFormat({ id: 'f-done', status: 'completed', format: 'Sketching walk' });
const archived = aFormat({ id: 'f-old', status: 'archived', format: 'Old supper club' });

beforeEach(() => {
  fake.reset();
  fake.on('GET /api/users/currentUser', {
    status: 200,
    body: aCurrentUser({ id: 'host@example.com', hasProfile: false, roles: ['member', 'host'] }),
  });
  fake.on('GET /api/hosts/me/dashboard', {
    status: 200,
    body: aDashboard({
      totalFormats: 3,
      totalFormatsTrend: { previous: 1, change: 2, percent: 200 },
      activeFormats: 1,
      draftFormats: 1,
      completedFormats: 1,
      activeInterest: 12,
      interestTrend: { previous: 15, change: -3, percent: -20 },
    }),
  });
  fake.on('GET /api/event-format/my-formats', (request) => {
    const status = request.query.get('status') ?? 'all';
    const all = [active, draft, completed, archived];
    return {
      status: 200,
      body: {
        formats: all.filter((format) => (status === 'all' ? format.status !== 'archived' : format.status === status)),
      },
    };
  });
  fake.on('GET /api/hosts/me/activity', {
    status: 200,
    body: {
      activities: [
        anActivity({
          id: 'a1',
          message: '“Pottery and pints” is live.',
          formatId: 'f-active',
          formatTitle: 'Pottery and pints',
          timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
        }),
        anActivity({ id: 'a2', timestamp: new Date(Date.now() - 2 * 86_400_000).toISOString() }),
        anActivity({ id: 'a3', timestamp: new Date(Date.now() - 15 * 86_400_000).toISOString() }),
      ],
      total: 3,
      limit: 10,
      offset: 0,
    },
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function open(path: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <Routes>
          <Route path="/host/dashboard" element={<HostDashboardPage />} />
          <Route path="/host/formats" element={<HostFormatsPage />} />
          <Route path="/host/analytics" element={<HostAnalyticsPage />} />
          <Route path="/host/format/:id/details" element={<FormatDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the dashboard', () => {
  it('shows the figures with their trends, greets the host by name', async () => {
    open('/host/dashboard');
    expect(await screen.findByText('Welcome back, Maya.')).toBeInTheDocument();
    const total = (await screen.findByText('Total formats')).closest('div')!;
    expect(total).toHaveTextContent('3');
    expect(total).toHaveTextContent('+2 (+200 %) in 30 days');
    const interest = screen.getByText('Active interest').closest('div')!;
    expect(interest).toHaveTextContent('−3 (−20 %) in 30 days');
    expect(screen.getByText('Total revenue').closest('div')).toHaveTextContent('$0');
    expect(screen.getByText('Drafts').closest('div')).toHaveTextContent('No change in 30 days');
  });

  it('lists the formats with the all, active, draft and completed filter', async () => {
    const user = userEvent.setup();
    open('/host/dashboard');
    const list = await screen.findByRole('region', { name: 'Your formats' });
    expect(await within(list).findAllByRole('article')).toHaveLength(3);
    expect(within(list).queryByRole('article', { name: 'Old supper club' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Draft (1)' }));
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Dumplings from scratch']);
    await user.click(within(list).getByRole('button', { name: 'Active (1)' }));
    const card = within(list).getByRole('article', { name: 'Pottery and pints' });
    expect(card).toHaveTextContent('12 interested · 1 group formed');
    expect(card).toHaveTextContent('Kensington Market, Toronto');
    expect(card).toHaveTextContent('$45 per person');
    await user.click(within(list).getByRole('button', { name: 'Completed (1)' }));
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('lists the recent activity with how long ago, in minutes, days and weeks', async () => {
    open('/host/dashboard');
    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    expect(await within(activity).findByText('5 minutes ago')).toBeInTheDocument();
    expect(within(activity).getByText('2 days ago')).toBeInTheDocument();
    expect(within(activity).getByText('2 weeks ago')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'Pottery and pints' })).toHaveAttribute(
      'href',
      '/host/format/f-active/details',
    );
  });

  it('says what comes when there is nothing yet', async () => {
    fake.on('GET /api/event-format/my-formats', { status: 200, body: { formats: [] } });
    fake.on('GET /api/hosts/me/activity', { status: 200, body: { activities: [], total: 0, limit: 10, offset: 0 } });
    open('/host/dashboard');
    expect(await screen.findByRole('heading', { name: 'No formats yet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing has happened yet' })).toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    fake.on('GET /api/hosts/me/dashboard', {
      status: 503,
      body: { statusCode: 503, code: 'http.503', message: 'down' },
    });
    open('/host/dashboard');
    expect(await screen.findByText(/couldn't load your figures/)).toBeInTheDocument();
    fake.on('GET /api/hosts/me/dashboard', { status: 200, body: aDashboard({ totalFormats: 7 }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total formats')).toBeInTheDocument();
  });
});

describe("a format's details", () => {
  it('says "Format not found" for an id that is not the host\u2019s', async () => {
    fake.on('GET /api/event-format/nope', {
      status: 404,
      body: { statusCode: 404, code: 'hosting.format-not-found', message: 'Format not found' },
    });
    open('/host/format/nope/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Format not found' })).toBeInTheDocument();
  });

  it('shows the group-formation progress of an active format, its timeline, settings and share link', async () => {
    fake.on('GET /api/event-format/f-active', {
      status: 200,
      body: aFormatWithParticipants({ ...active, participants: [] }),
    });
    open('/host/format/f-active/details');
    const progress = await screen.findByRole('progressbar', { name: 'Group formation' });
    expect(progress).toHaveAttribute('aria-valuetext', '1 of 10 groups formed');
    expect(screen.getByRole('heading', { name: 'No participants yet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent('Interest collection: 7 days');
    expect(screen.getByRole('region', { name: 'Settings' })).toHaveTextContent('Up to 10 groups');
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      '/f/pottery-and-pints-1a2b3c4d',
    );
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('asks for no groups while the selection has formed none', async () => {
    fake.on('GET /api/event-format/f-active', {
      status: 200,
      body: aFormatWithParticipants({ ...active, participants: [], counts: { ...active.counts, groupsFormed: 0 } }),
    });
    open('/host/format/f-active/details');
    expect(await screen.findByRole('heading', { name: 'No participants yet' })).toBeInTheDocument();
    // Rendered in the same pass as the participants: a groups request would show its loading state.
    expect(screen.queryByText('Loading the groups…')).not.toBeInTheDocument();
    expect(fake.seen.map((request) => request.path)).not.toContainEqual(expect.stringContaining('/groups'));
  });

  it('lists the proposed groups with first names, photos and date, and lets the host approve or release them', async () => {
    fake.on('GET /api/event-format/f-active', {
      status: 200,
      body: aFormatWithParticipants({ ...active, participants: [] }),
    });
    const group = (id: string, approval: string, names: string[]) => ({
      id,
      status: 'reviewing',
      approval,
      approvalDeadline: '2026-12-12T17:00:00.000Z',
      meetsAt: '2026-12-19T00:00:00.000Z',
      size: names.length,
      joined: 0,
      members: names.map((firstName) => ({ firstName, photoUrl: null, checkInCode: null, checkedIn: false })),
    });
    const view = {
      roundId: 'r1',
      status: 'reviewing',
      hostApproval: true,
      picksCloseAt: '2026-12-11T17:00:00.000Z',
      reviewClosesAt: '2026-12-14T17:00:00.000Z',
      groups: [
        group('g1', 'pending', ['Ana', 'Ben', 'Cai', 'Dan']),
        group('g2', 'approved', ['Eve', 'Fox', 'Gia', 'Hal']),
      ],
    };
    fake.on('GET /api/rounds/formats/f-active/groups', { status: 200, body: view });
    const approved: string[] = [];
    fake.on('POST /api/rounds/r1/groups/g1/approve', () => {
      approved.push('g1');
      return { status: 200, body: { ...view, groups: [{ ...view.groups[0], approval: 'approved' }, view.groups[1]] } };
    });
    fake.on('POST /api/rounds/r1/groups/g1/release', {
      status: 409,
      body: {
        statusCode: 409,
        code: 'matching-rounds.approval-closed',
        message: 'This group is approved; it can no longer be released.',
      },
    });
    open('/host/format/f-active/details');
    const panel = await screen.findByRole('region', { name: 'Groups' });
    const members = within(panel).getAllByRole('list', { name: /^Members of the group meeting/ });
    expect(members).toHaveLength(2);
    for (const name of ['Ana', 'Ben', 'Cai', 'Dan']) expect(within(members[0]!).getByText(name)).toBeInTheDocument();
    expect(panel).toHaveTextContent('Waiting for your approval');
    expect(panel).toHaveTextContent('are approved automatically');
    const release = within(panel).getByRole('button', { name: /^Release the group meeting/ });
    await userEvent.click(release);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This group is approved; it can no longer be released.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: /^Approve the group meeting/ }));
    await waitFor(() => expect(approved).toEqual(['g1']));
  });

  it('checks members of a confirmed group in by a tap or by their typed code', async () => {
    fake.on('GET /api/event-format/f-active', {
      status: 200,
      body: aFormatWithParticipants({ ...active, participants: [] }),
    });
    const members = [
      { firstName: 'Ana', photoUrl: null, checkInCode: 'AAAAAAAAAA', checkedIn: false },
      { firstName: 'Ben', photoUrl: null, checkInCode: 'BBBBBBBBBB', checkedIn: true },
    ];
    const confirmed = {
      id: 'g1',
      status: 'confirmed',
      approval: 'not-needed',
      approvalDeadline: null,
      meetsAt: '2026-12-19T00:00:00.000Z',
      size: 2,
      joined: 2,
      members,
    };
    const view = {
      roundId: 'r1',
      status: 'closed',
      hostApproval: false,
      picksCloseAt: '2026-12-11T17:00:00.000Z',
      reviewClosesAt: null,
      groups: [confirmed],
    };
    fake.on('GET /api/rounds/formats/f-active/groups', { status: 200, body: view });
    const codes: string[] = [];
    fake.on('POST /api/rounds/r1/check-in', (request) => {
      const { code } = request.body as { code: string };
      codes.push(code);
      if (code === 'WRONG')
        return {
          status: 422,
          body: {
            statusCode: 422,
            code: 'matching-rounds.check-in-refused',
            message: 'This code is not for this event.',
          },
        };
      return { status: 200, body: view };
    });
    open('/host/format/f-active/details');
    const panel = await screen.findByRole('region', { name: 'Groups' });
    expect(within(panel).getByText('Checked in')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Check Ana in' }));
    await waitFor(() => expect(codes).toEqual(['AAAAAAAAAA']));
    await userEvent.type(within(panel).getByLabelText('Check-in code'), 'WRONG');
    await userEvent.click(within(panel).getByRole('button', { name: 'Check in' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('This code is not for this event.');
  });

  it('shows no progress bar for a draft, and lists what keeps it from going live', async () => {
    const incomplete = aFormatWithParticipants({ ...draft, possibleDates: [], nextDate: null });
    fake.on('GET /api/event-format/f-draft', { status: 200, body: incomplete });
    open('/host/format/f-draft/details');
    expect(await screen.findByRole('region', { name: 'Before you can publish' })).toHaveTextContent(
      'Please choose at least one date.',
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('publishes a complete draft', async () => {
    const user = userEvent.setup();
    let published = false;
    fake.on('GET /api/event-format/f-draft', () => ({
      status: 200,
      body: aFormatWithParticipants(published ? { ...draft, status: 'active', slug: 'dumplings-1' } : draft),
    }));
    fake.on('POST /api/event-format/f-draft/publish', () => {
      published = true;
      return { status: 200, body: { ...draft, status: 'active', slug: 'dumplings-1' } };
    });
    open('/host/format/f-draft/details');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/f/dumplings-1');
  });

  it('lists the participants', async () => {
    fake.on('GET /api/event-format/f-active', {
      status: 200,
      body: aFormatWithParticipants({
        ...active,
        participants: [{ id: 'm1', name: 'Sam', joinedDate: '2026-11-21T09:00:00.000Z', status: 'pending' }],
      }),
    });
    open('/host/format/f-active/details');
    const people = await screen.findByRole('region', { name: 'Participants' });
    expect(people).toHaveTextContent('Sam');
    expect(people).toHaveTextContent('pending');
  });
});

describe('the formats page', () => {
  it('shows the archive too, and duplicates a format into its copy', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/event-format/f-done/duplicate', {
      status: 201,
      body: aFormat({ id: 'f-copy', format: 'Sketching walk (copy)' }),
    });
    fake.on('GET /api/event-format/f-copy', {
      status: 200,
      body: aFormatWithParticipants({ id: 'f-copy', format: 'Sketching walk (copy)' }),
    });
    open('/host/formats');
    await user.click(await screen.findByRole('button', { name: 'Archived (1)' }));
    expect(screen.getByRole('article', { name: 'Old supper club' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All (3)' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate Sketching walk' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/host/format/f-copy/details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sketching walk (copy)' })).toBeInTheDocument();
  });

  it('asks before archiving', async () => {
    const user = userEvent.setup();
    let archivedIt = false;
    fake.on('POST /api/event-format/f-draft/archive', () => {
      archivedIt = true;
      return { status: 200, body: { ...draft, status: 'archived' } };
    });
    open('/host/formats');
    await user.click(await screen.findByRole('button', { name: 'Archive Dumplings from scratch' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this format?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(archivedIt).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Archive Dumplings from scratch' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(archivedIt).toBe(true));
  });
});

describe('analytics', () => {
  it('shows each format’s numbers', async () => {
    open('/host/analytics');
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /Pottery and pints/ });
    expect(row).toHaveTextContent('12');
    expect(screen.getByText('Active interest')).toBeInTheDocument();
  });
});
