import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { AdminConsole } from './admin-console';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

const ben = {
  id: '0190f0e0-0000-7000-8000-0000000000b1',
  email: 'ben@example.com',
  firstName: 'Ben',
  roles: ['member'],
  suspended: false,
  suspendedAt: null,
  suspensionReason: null,
  joinedAt: '2026-11-01T10:00:00Z',
};
const ana = { ...ben, id: '0190f0e0-0000-7000-8000-0000000000a1', email: 'ana@example.com', firstName: 'Ana' };
const aCase = {
  id: '0190f0e0-0000-7000-8000-0000000000r1',
  reason: 'harassment',
  details: 'Rude messages',
  source: 'pick',
  createdAt: '2026-11-24T10:00:00Z',
  resolution: null,
  reporter: ana,
  reported: ben,
  priorReports: [
    { id: 'r0', reason: 'no-show', details: null, createdAt: '2026-11-20T10:00:00Z', resolution: 'dismissed' },
  ],
  reportedMedia: [] as object[],
};
const aPhoto = {
  id: '0190f0e0-0000-7000-8000-0000000000m1',
  ownerId: ben.id,
  kind: 'photo',
  promptId: null,
  promptType: null,
  url: '/api/media/tok1/photo.jpg',
  previewUrl: '/api/media/tok1/thumb.jpg',
  readyAt: '2026-11-26T10:00:00Z',
};
const aVideo = {
  ...aPhoto,
  id: '0190f0e0-0000-7000-8000-0000000000m2',
  kind: 'video',
  promptId: 'dad_joke',
  promptType: 'fun',
  url: '/api/media/tok2/video.mp4',
  previewUrl: '/api/media/tok2/poster.jpg',
};

beforeEach(() => {
  fake.reset();
});

function open(path: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the reports queue', () => {
  it('shows the report, both members and earlier reports; suspending needs a note', async () => {
    const user = userEvent.setup();
    let reports = [aCase];
    fake.on('GET /api/admin/reports', () => ({ status: 200, body: { reports } }));
    fake.on(`POST /api/admin/reports/${aCase.id}/resolve`, () => {
      reports = [];
      return { status: 204 };
    });
    open('/admin');
    const card = await screen.findByRole('listitem', { name: 'Report about Ben' });
    expect(card).toHaveTextContent('Harassment');
    expect(card).toHaveTextContent('Rude messages');
    expect(card).toHaveTextContent('ana@example.com');
    expect(card).toHaveTextContent('ben@example.com');
    expect(card).toHaveTextContent('Did not show up · dismissed');
    await user.click(within(card).getByRole('button', { name: 'suspend Ben' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Please write a note');
    await user.type(within(card).getByRole('textbox'), 'Harassment of other members');
    await user.click(within(card).getByRole('button', { name: 'suspend Ben' }));
    // The resolution invalidates the queue, which is fetched again.
    expect(await screen.findByText('No open report. All handled.', {}, { timeout: 5000 })).toBeVisible();
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
      decision: 'suspend',
      note: 'Harassment of other members',
    });
  });
});

describe('a report about a photo or video', () => {
  it('removes the chosen one of the reported member’s media, with a note', async () => {
    const user = userEvent.setup();
    fake.on('GET /api/admin/reports', () => ({
      status: 200,
      body: { reports: [{ ...aCase, reason: 'inappropriate-media', reportedMedia: [aPhoto, aVideo] }] },
    }));
    fake.on(`POST /api/admin/reports/${aCase.id}/resolve`, () => ({ status: 204 }));
    open('/admin/reports');
    const card = await screen.findByRole('listitem', { name: 'Report about Ben' });
    expect(within(card).getByRole('img', { name: 'profile photo of Ben' })).toHaveAttribute('src', aPhoto.url);
    const remove = within(card).getByRole('button', { name: 'remove the chosen photo or video' });
    await user.type(within(card).getByRole('textbox'), 'Explicit video');
    await user.click(remove);
    expect(within(card).getByRole('alert')).toHaveTextContent('Please choose the photo or video to remove.');
    await user.click(within(card).getByRole('radio', { name: 'fun prompt video' }));
    await user.click(remove);
    await waitFor(() =>
      expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
        decision: 'remove-media',
        note: 'Explicit video',
        mediaId: aVideo.id,
      }),
    );
  });
});

describe('content review', () => {
  it('shows each photo and video with its owner; approves, or removes with a reason', async () => {
    const user = userEvent.setup();
    let items = [
      { media: aPhoto, owner: ben },
      { media: { ...aVideo, ownerId: ana.id }, owner: ana },
    ];
    fake.on('GET /api/admin/content', () => ({ status: 200, body: { items, total: items.length } }));
    fake.on(`POST /api/admin/content/${aPhoto.id}/approve`, () => {
      items = items.filter((item) => item.media.id !== aPhoto.id);
      return { status: 200, body: aPhoto };
    });
    fake.on(`POST /api/admin/content/${aVideo.id}/remove`, () => {
      items = items.filter((item) => item.media.id !== aVideo.id);
      return { status: 200, body: aVideo };
    });
    open('/admin/content');
    const photo = await screen.findByRole('listitem', { name: 'profile photo of Ben' });
    expect(within(photo).getByRole('img', { name: 'profile photo of Ben' })).toHaveAttribute('src', aPhoto.url);
    const video = screen.getByRole('listitem', { name: 'fun prompt video of Ana' });
    expect(video.querySelector('video')).toHaveAttribute('src', aVideo.url);

    await user.click(within(photo).getByRole('button', { name: 'approve' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'profile photo of Ben' })).toBeNull());

    await user.click(within(video).getByRole('button', { name: 'remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Ana’s fun prompt video?' });
    expect(dialog).toHaveTextContent('asked for a new one');
    await user.click(within(dialog).getByRole('button', { name: 'remove' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason.');
    await user.type(within(dialog).getByRole('textbox'), 'Shows another person');
    await user.click(within(dialog).getByRole('button', { name: 'remove' }));
    expect(await screen.findByText('Nothing to review. All caught up.', {}, { timeout: 5000 })).toBeVisible();
    expect(fake.seen.find((request) => request.path.endsWith('/remove'))?.body).toEqual({
      reason: 'Shows another person',
    });
  });
});

describe('formats', () => {
  it('lists every host’s formats by status and unpublishes a published one with a reason', async () => {
    const user = userEvent.setup();
    const active = {
      id: '0190f0e0-0000-7000-8000-0000000000f1',
      slug: 'dumplings-from-scratch',
      title: 'Dumplings from scratch',
      status: 'active',
      ownerId: ben.id,
      hostEmail: 'ben@example.com',
      hostFirstName: 'Ben',
      city: 'toronto',
      neighborhood: 'kensington-market',
      updatedAt: '2026-11-26T10:00:00Z',
      publishedAt: '2026-11-26T10:00:00Z',
    };
    const draft = { ...active, id: 'f2', slug: null, title: 'Pottery', status: 'draft', publishedAt: null };
    let formats = [active, draft];
    fake.on('GET /api/admin/formats', (request) => {
      const status = request.query.get('status');
      const shown = formats.filter((format) => !status || format.status === status);
      return { status: 200, body: { formats: shown, total: shown.length } };
    });
    fake.on(`POST /api/admin/formats/${active.id}/unpublish`, () => {
      formats = formats.map((format) => (format.id === active.id ? { ...format, status: 'archived' } : format));
      return { status: 200, body: { ...active, status: 'archived' } };
    });
    open('/admin/formats');
    const card = await screen.findByRole('listitem', { name: 'Dumplings from scratch' });
    expect(card).toHaveTextContent('published');
    expect(card).toHaveTextContent('ben@example.com');
    expect(within(card).getByRole('link', { name: 'public page' })).toHaveAttribute(
      'href',
      '/f/dumplings-from-scratch',
    );
    const pottery = screen.getByRole('listitem', { name: 'Pottery' });
    expect(within(pottery).queryByRole('button', { name: 'unpublish' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Dumplings from scratch' })).toBeNull());
    expect(fake.seen.some((request) => request.query.get('status') === 'draft')).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Dumplings from scratch' })).getByRole('button', {
        name: 'unpublish',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Unpublish “Dumplings from scratch”?' });
    await user.type(within(dialog).getByRole('textbox'), 'Unsafe venue');
    await user.click(within(dialog).getByRole('button', { name: 'unpublish' }));
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Dumplings from scratch' })).toHaveTextContent('archived'),
    );
    expect(fake.seen.find((request) => request.path.endsWith('/unpublish'))?.body).toEqual({
      reason: 'Unsafe venue',
    });
  });
});

describe('rounds', () => {
  const round = {
    id: '0190f0e0-0000-7000-8000-0000000000d1',
    programId: 'prog-coffee',
    programName: 'Coffee',
    city: 'CA:ON:Toronto',
    timeZone: 'America/Toronto',
    status: 'collecting',
    picksOpenAt: '2026-11-26T10:00:00Z',
    picksCloseAt: '2026-11-30T10:00:00Z',
    reviewHours: 24,
    reviewClosesAt: null,
    eventStartsAt: null,
    sessionMinutes: 90,
    sessions: 1,
    groupSize: { min: 4, max: 6 },
    joinCharge: { kind: 'deposit', amountCents: 1000, currency: 'CAD' },
  };

  it('lists rounds, shows a report in numbers, moves a deadline and creates a round', async () => {
    const user = userEvent.setup();
    fake.on('GET /api/rounds/hosted', () => ({ status: 200, body: { rounds: [round] } }));
    fake.on('GET /api/programs', () => ({ status: 200, body: [{ id: 'prog-coffee', name: 'Coffee' }] }));
    fake.on(`GET /api/rounds/${round.id}/report`, () => ({
      status: 200,
      body: {
        round,
        formation: null,
        review: {
          invited: 0,
          joined: 0,
          declined: 0,
          expired: 0,
          reviewingGroups: 0,
          confirmedGroups: 0,
          releasedGroups: 0,
        },
        transitions: [],
      },
    }));
    fake.on(`PATCH /api/rounds/${round.id}`, () => ({ status: 200, body: round }));
    fake.on('POST /api/rounds', () => ({ status: 201, body: { ...round, id: 'new' } }));
    open('/admin/rounds');
    const card = await screen.findByRole('listitem', { name: 'Coffee · CA:ON:Toronto' });
    expect(card).toHaveTextContent('collecting');
    await user.click(within(card).getByRole('button', { name: 'report' }));
    expect(await within(card).findByText('No groups formed yet.')).toBeVisible();
    expect(within(card).getByText('groups confirmed')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'move deadlines' }));
    expect(within(card).queryByLabelText('Picks open')).toBeNull();
    const close = within(card).getByLabelText('Picks close');
    await user.clear(close);
    await user.type(close, '2026-12-01T18:30');
    await user.click(within(card).getByRole('button', { name: 'save' }));
    await waitFor(() =>
      expect(fake.seen.find((request) => request.method === 'PATCH')?.body).toEqual({
        picksCloseAt: new Date('2026-12-01T18:30').toISOString(),
      }),
    );

    await user.click(screen.getByRole('button', { name: 'new round' }));
    const form = screen.getByRole('form', { name: 'New round' });
    await user.click(within(form).getByRole('button', { name: 'create round' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please choose a program and both times.');
    await user.type(within(form).getByLabelText('Picks open'), '2026-12-02T09:00');
    await user.type(within(form).getByLabelText('Picks close'), '2026-12-05T09:00');
    await user.click(within(form).getByRole('button', { name: 'create round' }));
    await waitFor(() =>
      expect(fake.seen.find((request) => request.method === 'POST' && request.path === '/api/rounds')?.body).toEqual({
        programId: 'prog-coffee',
        city: 'CA:ON:Toronto',
        picksOpenAt: new Date('2026-12-02T09:00').toISOString(),
        picksCloseAt: new Date('2026-12-05T09:00').toISOString(),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New round' })).toBeNull());
  });
});

describe('members', () => {
  it('finds members and suspends one with a reason', async () => {
    const user = userEvent.setup();
    let found = ben;
    fake.on('GET /api/admin/members', () => ({ status: 200, body: { members: [found] } }));
    fake.on(`POST /api/admin/members/${ben.id}/suspend`, (request) => {
      found = { ...ben, suspended: true, suspensionReason: (request.body as { reason: string }).reason } as never;
      return { status: 200, body: found };
    });
    open('/admin/members');
    await user.type(screen.getByRole('textbox', { name: 'E-mail or first name' }), 'ben');
    await user.click(screen.getByRole('button', { name: 'search' }));
    const card = await screen.findByRole('listitem', { name: 'Ben' });
    expect(within(card).getByRole('button', { name: 'make host' })).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Ben?' });
    expect(dialog).toHaveTextContent('Their sessions end at once');
    await user.click(within(dialog).getByRole('button', { name: 'suspend' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason.');
    await user.type(within(dialog).getByRole('textbox'), 'Fake profile');
    await user.click(within(dialog).getByRole('button', { name: 'suspend' }));
    expect(await screen.findByText('Suspended: Fake profile')).toBeVisible();
    expect(screen.getByRole('button', { name: 'unsuspend' })).toBeVisible();
  });
});

describe('the audit log', () => {
  it('lists who did what to whom, why and when, and links the CSV export', async () => {
    fake.on('GET /api/admin/audit', () => ({
      status: 200,
      body: {
        entries: [
          {
            id: 'e1',
            at: '2026-11-25T10:00:00Z',
            operatorId: 'o1',
            operatorEmail: 'admin@ember.local',
            action: 'member.suspended',
            targetType: 'member',
            targetId: ben.id,
            targetLabel: 'ben@example.com',
            reason: 'Fake profile',
          },
        ],
      },
    }));
    open('/admin/audit');
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent(/admin@ember\.local\s*suspended\s*ben@example\.com\s*Fake profile/);
    expect(screen.getByRole('link', { name: 'export CSV' }).getAttribute('href')).toMatch(
      /\/api\/admin\/audit\/export\.csv$/,
    );
  });
});
