import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { RoundsHomePanel } from '../components/rounds-home-panel';
import { MyGroupPage, groupTexts } from './my-group-page';
import { ProfilePickPage } from './profile-pick-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

const inTwoDays = () => new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
const card = (id: string, firstName: string) => ({
  id,
  firstName,
  ageBand: { id: 'early-30s', label: 'early 30s', min: 30, max: 34 },
  sex: 'female',
  location: 'CA:ON:Toronto',
  photoUrl: null,
  interests: [{ name: 'Board Games', lookingFor: 'a slow strategy game', contribute: 'a shelf of games' }],
  videos: [],
  demo: false,
});
const aRound = (overrides: Record<string, unknown> = {}) => ({
  id: 'r1',
  programId: 'prog-coffee',
  formatId: null,
  programName: 'Weekend coffee',
  city: 'CA:ON:Toronto',
  timeZone: 'America/Toronto',
  status: 'collecting',
  picksOpenAt: '2026-01-01T00:00:00Z',
  picksCloseAt: inTwoDays(),
  reviewHours: 24,
  reviewClosesAt: null,
  eventStartsAt: null,
  sessionMinutes: 90,
  sessions: 1,
  groupSize: { min: 4, max: 6 },
  joinCharge: { kind: 'deposit', amountCents: 1000, currency: 'CAD' },
  standing: 'candidate',
  acceptingPicks: true,
  candidateCount: 5,
  pickCount: 1,
  outcome: 'pending',
  group: null,
  ...overrides,
});
const aGroup = (overrides: Record<string, unknown> = {}) => ({
  id: 'g1',
  roundId: 'r1',
  programName: 'Weekend coffee',
  status: 'reviewing',
  releaseReason: null,
  slot: { code: 'sat-09', dayOfWeek: 6, hour: 9, label: 'Saturday 9 AM' },
  neighborhood: 'downtown',
  city: 'CA:ON:Toronto',
  timeZone: 'America/Toronto',
  meetsAt: '2026-11-28T14:00:00Z',
  sessionMinutes: 90,
  sessions: 1,
  joinDeadline: new Date(Date.now() + 23 * 3600_000).toISOString(),
  price: { kind: 'deposit', amountCents: 1000, currency: 'CAD' },
  myDecision: 'invited',
  myCheckInCode: null,
  joinedCount: 1,
  memberCount: 4,
  minSize: 4,
  members: [
    { ...card('p1', 'Ana'), isMe: true },
    { ...card('p2', 'Ben'), isMe: false },
    { ...card('p3', 'Cai'), isMe: false },
    { ...card('p4', 'Dee'), isMe: false },
  ],
  venue: null,
  ...overrides,
});

beforeEach(() => {
  fake.reset();
  fake.on('GET /api/rounds/mine', () => ({ status: 200, body: { rounds: [aRound()] } }));
});

function open(path: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/home" element={<RoundsHomePanel />} />
          <Route path="/emberite/profile/:profileId" element={<ProfilePickPage />} />
          <Route path="/emberite/rounds/:roundId/group" element={<MyGroupPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the profile view as the pick surface', () => {
  beforeEach(() => {
    fake.on('GET /api/rounds/r1/candidates', () => ({
      status: 200,
      body: { roundId: 'r1', candidates: [card('p1', 'Ana'), card('p2', 'Ben')] },
    }));
    fake.on('GET /api/rounds/r1/picks', () => ({ status: 200, body: { picks: [] } }));
    fake.on('PUT /api/rounds/r1/picks/p1', (request) => ({
      status: 200,
      body: { profileId: 'p1', ...(request.body as object), levelName: 'x', romance: false, updatedAt: '' },
    }));
  });

  it('starts at Neutral, names each level, tints the page and saves the pick', async () => {
    open('/emberite/profile/p1?round=r1');
    const slider = await screen.findByRole('slider', { name: 'How do you feel about meeting Ana?' });
    expect(slider).toHaveAttribute('aria-valuetext', 'Neutral');
    expect(slider).toHaveValue('1');
    // A native range input: the browser moves it with arrows, Home and End (the browser tests use
    // the keys); here the change it reports is enough.
    fireEvent.change(slider, { target: { value: '2' } });
    expect(slider).toHaveAttribute('aria-valuetext', 'Potential Friendship');
    expect(document.querySelector('section[data-level]')).toHaveAttribute('data-level', '2');
    await waitFor(() => expect(fake.seen.some((request) => request.method === 'PUT')).toBe(true));
    expect(fake.seen.find((request) => request.method === 'PUT')?.body).toEqual({ level: 2 });
    fireEvent.change(slider, { target: { value: '5' } });
    expect(slider).toHaveAttribute('aria-valuetext', 'Perfect Match');
    expect(document.querySelector('section[data-level]')).toHaveAttribute('data-level', '5');
  });

  it('cycles through the candidates with Next and counts picks with a nudge', async () => {
    open('/emberite/profile/p2?round=r1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ben' })).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: 'Next' })) {
      expect(link).toHaveAttribute('href', '/emberite/profile/p1?round=r1');
    }
    expect(screen.getByRole('status')).toHaveTextContent(
      'You picked 0 of 2 people. Groups form only from mutual picks: pick a few more before the deadline.',
    );
  });

  it('marks a demo member with a badge beside the name, and nobody else', async () => {
    fake.on('GET /api/rounds/r1/candidates', () => ({
      status: 200,
      body: { roundId: 'r1', candidates: [{ ...card('p1', 'Ana'), demo: true }, card('p2', 'Ben')] },
    }));
    open('/emberite/profile/p1?round=r1');
    const ana = await screen.findByRole('article', { name: 'Ana' });
    expect(within(ana).getByRole('heading', { level: 2 })).toHaveAccessibleName('Ana');
    expect(within(ana).getByTitle(/A demo member/)).toHaveTextContent('demo member');
    await userEvent.click(screen.getAllByRole('link', { name: 'Next' })[0]!);
    const ben = await screen.findByRole('article', { name: 'Ben' });
    expect(within(ben).queryByTitle(/A demo member/)).toBeNull();
  });

  it('reports the member with a reason: "other" needs words, and the report also blocks', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/reports', () => ({ status: 204 }));
    open('/emberite/profile/p2?round=r1');
    await user.click(await screen.findByRole('button', { name: 'report Ben' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Ben' });
    expect(dialog).toHaveTextContent('Ben is not told. You will not see each other again');
    await user.click(within(dialog).getByRole('button', { name: 'report and block' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'report and block' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please tell us what happened.');
    expect(fake.seen.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await user.type(within(dialog).getByRole('textbox'), 'Rude messages');
    await user.click(within(dialog).getByRole('button', { name: 'report and block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
      profileId: 'p2',
      reason: 'harassment',
      details: 'Rude messages',
      source: 'pick',
    });
  });

  it('shows the server’s reason when a report is refused', async () => {
    const user = userEvent.setup();
    fake.on('POST /api/reports', () => ({
      status: 404,
      body: { statusCode: 404, code: 'matching-rounds.member-not-found', message: 'Member not found.' },
    }));
    open('/emberite/profile/p2?round=r1');
    await user.click(await screen.findByRole('button', { name: 'report Ben' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Ben' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await user.click(within(dialog).getByRole('button', { name: 'report and block' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Member not found.');
  });

  it('says so when the profile is not among the candidates', async () => {
    open('/emberite/profile/nobody?round=r1');
    expect(await screen.findByText('This person is not among the people you can pick in this round.')).toBeVisible();
  });

  it('shows what it is given instead when the person is not a candidate, or no round is open', async () => {
    render(
      <Provider store={createTestStore()}>
        <MemoryRouter initialEntries={['/emberite/profile/nobody?round=r1']}>
          <Routes>
            <Route path="/emberite/profile/:profileId" element={<ProfilePickPage otherwise={<p>the profile</p>} />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('the profile')).toBeVisible();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });
});

describe('the group page', () => {
  beforeEach(() => {
    fake.on('GET /api/rounds/r1', () => ({ status: 200, body: aRound({ status: 'reviewing', outcome: 'grouped' }) }));
  });

  it('shows the members, the place and the countdown, and sends the member to pay on /payment to join', async () => {
    fake.on('GET /api/rounds/r1/my-group', () => ({ status: 200, body: aGroup() }));
    open('/emberite/rounds/r1/group');
    const members = await screen.findByRole('list', { name: 'your group' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(4);
    expect(within(members).queryByTitle(/A demo member/)).toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent(/^2[23]h \d+m \d+s$/);
    expect(screen.getByText(/Saturday, November 28 at 9:00 AM/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'join · $10 CAD' })).toHaveAttribute('href', '/payment?round=r1');
  });

  it('marks the demo members of the group', async () => {
    const group = aGroup();
    group.members[2] = { ...group.members[2]!, demo: true };
    fake.on('GET /api/rounds/r1/my-group', () => ({ status: 200, body: group }));
    open('/emberite/rounds/r1/group');
    const members = await screen.findByRole('list', { name: 'your group' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows.map((row) => Boolean(within(row).queryByTitle(/A demo member/)))).toEqual([false, false, true, false]);
    expect(rows[2]).toHaveTextContent('Cai demo member');
  });

  it('once joined: all set with Celebrate, the payment held, and cancelling the place by its policy', async () => {
    let decision = 'joined';
    const ticket = {
      id: 'pay1',
      purpose: 'ticket',
      status: 'held',
      title: 'Weekend coffee',
      amountCents: 4500,
      creditCents: 0,
      chargeCents: 4500,
      refundedCents: 0,
      currency: 'CAD',
      roundId: 'r1',
      groupId: 'g1',
      eventStartsAt: '2026-11-28T14:00:00Z',
      policy: null,
      depositUse: null,
      refundDueAt: null,
      cancellation: { refundCents: 4500, rule: 'Flexible: Full refund until 48 hours before the event.' },
      refundRule: null,
      createdAt: '2026-11-20T10:00:00Z',
      paidAt: '2026-11-20T10:01:00Z',
      provider: 'offline',
    };
    const group = () =>
      aGroup({
        myDecision: decision,
        myPaymentId: 'pay1',
        joinedCount: 2,
        meetsAt: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
        price: { kind: 'payment', amountCents: 4500, currency: 'CAD' },
      });
    fake.on('GET /api/rounds/r1/my-group', () => ({ status: 200, body: group() }));
    fake.on('GET /api/payments/pay1', () => ({ status: 200, body: { payment: ticket, clientSecret: null } }));
    fake.on('POST /api/rounds/r1/my-group/cancel', () => {
      decision = 'cancelled';
      return { status: 200, body: { group: group(), refundedCents: 4500, rule: ticket.cancellation.rule } };
    });
    open('/emberite/rounds/r1/group');
    expect(await screen.findByText(groupTexts.allSet)).toBeVisible();
    expect(await screen.findByText('Your $45 CAD is held on your card until the group is confirmed.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Celebrate' }));
    expect(screen.getByTestId('confetti').querySelectorAll('span')).toHaveLength(80);
    await userEvent.click(screen.getByRole('button', { name: 'cancel my place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your place?' });
    expect(dialog).toHaveTextContent('You get $45 CAD back (Flexible: Full refund until 48 hours before the event.).');
    await userEvent.click(within(dialog).getByRole('button', { name: 'cancel my place' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$45 CAD is on its way back to you.');
    expect(await screen.findByText('You gave your place up.')).toBeVisible();
  });

  it('shows a confirmed member the check-in code their host checks them in with', async () => {
    fake.on('GET /api/rounds/r1/my-group', () => ({
      status: 200,
      body: aGroup({ status: 'confirmed', myDecision: 'joined', myCheckInCode: 'K7QM2XH9PA', joinedCount: 4 }),
    }));
    open('/emberite/rounds/r1/group');
    expect(await screen.findByText('K7QM2XH9PA')).toBeVisible();
    expect(screen.getByText(/Show it to your host when you arrive/)).toBeVisible();
  });

  it('lets the member report someone in their group, not themselves', async () => {
    const user = userEvent.setup();
    fake.on('GET /api/rounds/r1/my-group', () => ({ status: 200, body: aGroup() }));
    fake.on('POST /api/reports', () => ({ status: 204 }));
    open('/emberite/rounds/r1/group');
    await screen.findByRole('list', { name: 'your group' });
    expect(screen.queryByRole('button', { name: 'report Ana' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'report Cai' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Cai' });
    await user.click(within(dialog).getByRole('radio', { name: 'Did not show up' }));
    await user.click(within(dialog).getByRole('button', { name: 'report and block' }));
    expect(await screen.findByText('Reported. Thank you for telling us.')).toBeVisible();
    expect(fake.seen.find((request) => request.method === 'POST')?.body).toEqual({
      profileId: 'p3',
      reason: 'no-show',
      source: 'group',
    });
  });

  it('tells a member without a group that no group formed this round', async () => {
    fake.on('GET /api/rounds/r1', () => ({ status: 200, body: aRound({ status: 'reviewing', outcome: 'no-group' }) }));
    fake.on('GET /api/rounds/r1/my-group', () => ({
      status: 404,
      body: { statusCode: 404, code: 'matching-rounds.no-group', message: 'You have no group in this round.' },
    }));
    open('/emberite/rounds/r1/group');
    expect(await screen.findByRole('heading', { name: new RegExp(groupTexts.noGroup, 'i') })).toBeVisible();
  });
});

describe('the rounds on /home', () => {
  it('counts down to the close with the picks made and a nudge', async () => {
    open('/home');
    const round = await screen.findByRole('article', { name: 'Weekend coffee round' });
    expect(within(round).getByRole('heading', { name: 'picks close in' })).toBeVisible();
    expect(within(round).getByRole('timer')).toHaveTextContent(/^(1d 23h|2d) /);
    expect(round).toHaveTextContent('You picked 1 person. Groups form only from mutual picks');
    expect(within(round).getByRole('link', { name: 'keep picking' })).toHaveAttribute(
      'href',
      '/emberite/rounds/r1/candidates',
    );
  });

  it('points to the group to review once it is formed', async () => {
    fake.on('GET /api/rounds/mine', () => ({
      status: 200,
      body: {
        rounds: [
          aRound({
            status: 'reviewing',
            acceptingPicks: false,
            pickCount: null,
            outcome: 'grouped',
            reviewClosesAt: new Date(Date.now() + 3600_000).toISOString(),
            group: { id: 'g1', status: 'reviewing', decision: 'invited' },
          }),
        ],
      },
    }));
    open('/home');
    const round = await screen.findByRole('article', { name: 'Weekend coffee round' });
    expect(within(round).getByRole('heading', { name: 'your group is ready' })).toBeVisible();
    expect(within(round).getByRole('link', { name: 'review your group' })).toHaveAttribute(
      'href',
      '/emberite/rounds/r1/group',
    );
  });
});
