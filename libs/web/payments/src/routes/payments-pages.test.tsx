import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { HostBillingPage } from './host-billing-page';
import { HostPaymentsPage } from './host-payments-page';
import { PaymentPage } from './payment-page';
import { PaymentsSettingsPage } from './payments-settings-page';

const fake = new FakeApi();
beforeAll(async () => {
  await fake.start();
});
afterAll(async () => {
  await fake.stop();
});

const testMode = {
  provider: 'offline',
  testMode: true,
  publishableKey: null,
  depositCents: 1000,
  currency: 'CAD',
  depositRequired: false,
};

const aPayment = (overrides: Record<string, unknown> = {}) => ({
  id: 'pay1',
  purpose: 'deposit',
  status: 'pending',
  title: 'Deposit',
  amountCents: 1000,
  creditCents: 0,
  chargeCents: 1000,
  uncountedDeposit: null,
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
  ...overrides,
});

const policy = {
  refundPolicy: 'full-if-not-matched',
  refundLabel: 'Full refund if not matched',
  refundDescription: 'Participants who are not placed in a group get their money back in full.',
  cancellationPolicy: 'moderate',
  cancellationLabel: 'Moderate',
  cancellationDescription: '50 % refund until 48 hours before the event.',
};

beforeEach(() => {
  fake.reset();
  fake.on('GET /api/payments/settings', { status: 200, body: testMode });
});

function open(path: string) {
  render(
    <Provider store={createTestStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payment" element={<PaymentPage />} />
          <Route path="/emberite/rounds/:roundId/group" element={<p>the group page</p>} />
          <Route path="/emberite/settings/payments" element={<PaymentsSettingsPage />} />
          <Route path="/host/payments" element={<HostPaymentsPage />} />
          <Route path="/host/billing" element={<HostBillingPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('/payment', () => {
  it('shows the deposit and what it is for, pays it with the test-mode button, then says it is on file', async () => {
    fake.on('POST /api/payments/deposit', { status: 200, body: { payment: aPayment(), clientSecret: null } });
    fake.on('POST /api/payments/pay1/test-payment', {
      status: 200,
      body: aPayment({
        status: 'paid',
        depositUse: 'available',
        refundDueAt: '2027-02-20T10:00:00Z',
        paidAt: '2026-11-20T10:01:00Z',
      }),
    });
    open('/payment');
    expect(await screen.findByRole('heading', { name: 'a $10 deposit' })).toBeVisible();
    expect(
      screen.getByText(/refunded automatically if no group is assembled for you within three months/),
    ).toBeVisible();
    expect(screen.getByLabelText('what you pay')).toHaveTextContent('Deposit$10 CADDue now$10 CAD');
    expect(screen.getByText('test mode')).toBeVisible();
    expect(screen.getByRole('link', { name: 'continue without a deposit' })).toHaveAttribute('href', '/home');
    await userEvent.click(screen.getByRole('button', { name: 'pay $10 CAD (test mode)' }));
    expect(await screen.findByRole('heading', { name: 'your deposit is on file' })).toBeVisible();
    expect(screen.getByText(/comes back by itself on February 20, 2027/)).toBeVisible();
  });

  it('for a group: the ticket less the deposit, the policies before paying, then joins and goes to the group', async () => {
    const ticket = aPayment({
      id: 'pay2',
      purpose: 'ticket',
      title: 'Pottery night',
      amountCents: 4500,
      creditCents: 1000,
      chargeCents: 3500,
      roundId: 'r1',
      groupId: 'g1',
      policy,
    });
    fake.on('POST /api/rounds/r1/my-group/checkout', {
      status: 200,
      body: { paymentId: 'pay2', amountDueCents: 3500, currency: 'CAD', kind: 'payment' },
    });
    fake.on('GET /api/payments/pay2', { status: 200, body: { payment: ticket, clientSecret: null } });
    fake.on('POST /api/payments/pay2/test-payment', { status: 200, body: { ...ticket, status: 'held' } });
    fake.on('POST /api/rounds/r1/my-group/join', { status: 200, body: {} });
    open('/payment?round=r1');
    expect(await screen.findByRole('heading', { name: 'pay for your group' })).toBeVisible();
    const lines = screen.getByLabelText('what you pay');
    expect(lines).toHaveTextContent('Pottery night$45 CAD');
    expect(lines).toHaveTextContent('Your deposit, counted toward it−$10 CAD');
    expect(lines).toHaveTextContent('Due now$35 CAD');
    const policies = screen.getByRole('region', { name: 'refunds and cancellations' });
    expect(policies).toHaveTextContent('Moderate. 50 % refund until 48 hours before the event.');
    expect(policies).toHaveTextContent('Full refund if not matched.');
    await userEvent.click(screen.getByRole('button', { name: 'pay $35 CAD (test mode)' }));
    expect(await screen.findByText('the group page')).toBeVisible();
    expect(fake.seen.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining(['POST /api/payments/pay2/test-payment', 'POST /api/rounds/r1/my-group/join']),
    );
  });

  it('says why a deposit in another currency is not taken off the ticket', async () => {
    const ticket = aPayment({
      id: 'pay3',
      purpose: 'ticket',
      title: 'Pottery night',
      amountCents: 4500,
      chargeCents: 4500,
      currency: 'USD',
      uncountedDeposit: { amountCents: 1000, currency: 'CAD' },
      roundId: 'r1',
      groupId: 'g1',
      policy,
    });
    fake.on('POST /api/rounds/r1/my-group/checkout', {
      status: 200,
      body: { paymentId: 'pay3', amountDueCents: 4500, currency: 'USD', kind: 'payment' },
    });
    fake.on('GET /api/payments/pay3', { status: 200, body: { payment: ticket, clientSecret: null } });
    open('/payment?round=r1');
    expect(await screen.findByRole('heading', { name: 'pay for your group' })).toBeVisible();
    const lines = screen.getByLabelText('what you pay');
    expect(lines).toHaveTextContent('Pottery night$45Due now$45');
    expect(lines).not.toHaveTextContent('counted toward it');
    expect(
      screen.getByText(
        'Your $10 CAD deposit is not counted toward this ticket, which is charged in USD: it stays on file for an ' +
          'event in CAD, and comes back to you if none uses it within three months.',
      ),
    ).toBeVisible();
  });

  it('says why when the group cannot be paid for any more', async () => {
    fake.on('POST /api/rounds/r1/my-group/checkout', {
      status: 409,
      body: {
        statusCode: 409,
        code: 'matching-rounds.decision-closed',
        message: 'The time to join this group is over.',
      },
    });
    open('/payment?round=r1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The time to join this group is over.');
    expect(screen.getByRole('link', { name: 'back to your group' })).toHaveAttribute(
      'href',
      '/emberite/rounds/r1/group',
    );
  });
});

describe('payments in settings', () => {
  it('lists the deposit and tickets with what came back', async () => {
    fake.on('GET /api/payments/mine', {
      status: 200,
      body: {
        payments: [
          aPayment({
            id: 't1',
            purpose: 'ticket',
            title: 'Pottery night',
            status: 'partially-refunded',
            amountCents: 4500,
            refundedCents: 2250,
            refundRule: 'Moderate: 50 % refund until 48 hours before the event.',
            paidAt: '2026-11-21T10:00:00Z',
          }),
          aPayment({
            status: 'paid',
            depositUse: 'available',
            refundDueAt: '2027-02-20T10:00:00Z',
            paidAt: '2026-11-20T10:00:00Z',
          }),
        ],
      },
    });
    open('/emberite/settings/payments');
    const list = await screen.findByRole('list', { name: 'your payments' });
    const [ticket, deposit] = within(list).getAllByRole('listitem');
    expect(ticket).toHaveTextContent('Pottery night$45 CAD');
    expect(ticket).toHaveTextContent('partly refunded');
    expect(ticket).toHaveTextContent('Refunded $22.50 CAD: Moderate: 50 % refund until 48 hours before the event.');
    expect(deposit).toHaveTextContent('paid · on file for your next event');
    expect(deposit).toHaveTextContent('Comes back on Feb 20, 2027 unless a group uses it.');
    expect(screen.getByText('test mode')).toBeVisible();
  });

  it('says when there is nothing yet, and offers the deposit', async () => {
    fake.on('GET /api/payments/mine', { status: 200, body: { payments: [] } });
    open('/emberite/settings/payments');
    expect(await screen.findByText(/No payments yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'pay the $10 deposit' })).toHaveAttribute('href', '/payment');
  });
});

describe('the host’s money', () => {
  it('shows earnings per format that add up, payouts pending and paid, and the CSV export', async () => {
    const line = { grossCents: 9000, refundsCents: 0, platformFeeCents: 1800, processingCents: 322, netCents: 6878 };
    fake.on('GET /api/payments/host/earnings', {
      status: 200,
      body: {
        formats: [
          { ...line, eventKey: 'round:r1', title: 'Pottery night', currency: 'CAD', tickets: 2, settled: true },
        ],
        payouts: [
          {
            id: 'po1',
            title: 'Pottery night',
            amountCents: 6878,
            currency: 'CAD',
            state: 'paid',
            note: null,
            createdAt: '2026-11-29T10:00:00Z',
            paidAt: '2026-11-29T10:00:00Z',
          },
        ],
        totals: [{ ...line, currency: 'CAD' }],
      },
    });
    open('/host/payments');
    const table = await screen.findByRole('table', { name: 'Earnings per format' });
    const row = within(table).getByRole('row', { name: /Pottery night/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$90 CAD', '$0 CAD', '-$18 CAD', '-$3.22 CAD', '$68.78 CAD']);
    expect(screen.getByRole('region', { name: 'Payouts paid' })).toHaveTextContent('Pottery night$68.78 CAD');
    expect(screen.getByRole('region', { name: 'Payouts pending' })).toHaveTextContent('Nothing waiting');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/payments\/host\/earnings\.csv$/),
    );
  });

  it('says when nothing is sold yet', async () => {
    fake.on('GET /api/payments/host/earnings', { status: 200, body: { formats: [], payouts: [], totals: [] } });
    open('/host/payments');
    expect(await screen.findByText(/No tickets sold yet/)).toBeVisible();
  });

  it('shows the payout account’s state and the way to set it up', async () => {
    fake.on('GET /api/payments/host/account', {
      status: 200,
      body: { provider: 'stripe', testMode: true, state: 'onboarding', chargesEnabled: false, payoutsEnabled: false },
    });
    open('/host/billing');
    expect(await screen.findByRole('heading', { name: 'Finish your payout account' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue with Stripe' })).toBeEnabled();
    expect(screen.getByText(/less Ember’s 20 % and the processing estimate \(2.9 % \+ 30¢/)).toBeVisible();
  });
});
