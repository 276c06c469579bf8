import { render, screen, within } from '@testing-library/react';
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
