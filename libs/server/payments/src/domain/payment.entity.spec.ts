import { describe, expect, it } from '@jest/globals';
import { Payment, type TicketTerms } from './payment.entity.js';

const now = new Date('2026-03-01T12:00:00Z');
const terms: TicketTerms = {
  roundId: '0195a0a0-0000-7000-8000-000000000001',
  groupId: '0195a0a0-0000-7000-8000-000000000002',
  eventKey: 'round:0195a0a0-0000-7000-8000-000000000001',
  eventTitle: 'Pottery night',
  eventStartsAt: new Date('2026-03-14T19:00:00Z'),
  eventEndsAt: new Date('2026-03-14T21:00:00Z'),
  hostId: null,
  refundPolicy: 'full-if-not-matched',
  cancellationPolicy: 'flexible',
};

const aTicket = (creditCents = 0) =>
  Payment.ticket(
    {
      key: 'ticket.a',
      memberId: '0195a0a0-0000-7000-8000-00000000000a',
      amountCents: 4500,
      currency: 'cad',
      provider: 'offline',
      terms,
      deposit: creditCents ? { paymentId: '0195a0a0-0000-7000-8000-00000000000d', creditCents, currency: 'CAD' } : null,
    },
    now,
  );

describe('Payment', () => {
  it('charges the card the price less the deposit counted toward it', () => {
    const ticket = aTicket(1000);
    expect([ticket.amountCents, ticket.creditCents, ticket.chargeCents(), ticket.currency]).toEqual([
      4500,
      1000,
      3500,
      'CAD',
    ]);
    expect(ticket.capture(3500, now).map((movement) => [movement.kind, movement.amountCents])).toEqual([
      ['charge', 3500],
      ['deposit-applied', 1000],
    ]);
  });

  it('counts no deposit in another currency toward a ticket, and says which it left out', () => {
    const ticket = Payment.ticket(
      {
        key: 'ticket.b',
        memberId: '0195a0a0-0000-7000-8000-00000000000b',
        amountCents: 4500,
        currency: 'usd',
        provider: 'offline',
        terms,
        deposit: { paymentId: '0195a0a0-0000-7000-8000-00000000000d', creditCents: 1000, currency: 'cad' },
      },
      now,
    );
    expect([ticket.creditCents, ticket.chargeCents(), ticket.depositPaymentId]).toEqual([0, 4500, null]);
    expect(ticket.depositNotCounted).toEqual({
      paymentId: '0195a0a0-0000-7000-8000-00000000000d',
      cents: 1000,
      currency: 'CAD',
    });
    expect(ticket.capture(4500, now).map((movement) => movement.kind)).toEqual(['charge']);
    expect(aTicket(1000).depositNotCounted).toBeNull();
  });

  it('moves only forward: an old authorization or a late cancel changes nothing once taken', () => {
    const ticket = aTicket();
    expect(ticket.authorize(now)).toBe(true);
    expect(ticket.capture(4500, now)).toHaveLength(1);
    expect(ticket.capture(4500, now)).toEqual([]);
    expect(ticket.authorize(now)).toBe(false);
    expect(ticket.cancel(now)).toBe(false);
    expect(ticket.state).toBe('captured');
  });

  it('counts each refund once by its key, and never more than was taken', () => {
    const ticket = aTicket();
    ticket.capture(4500, now);
    expect(ticket.refund(2000, 'r1', null, now)).toHaveLength(1);
    expect(ticket.refund(2000, 'r1', null, now)).toEqual([]);
    expect(ticket.refund(9000, 'r2', null, now)[0]?.amountCents).toBe(2500);
    expect(ticket.refundableCents()).toBe(0);
  });

  it('holds a deposit for one group at a time, and frees it when the group does not meet', () => {
    const deposit = Payment.deposit(
      { key: 'deposit.a', memberId: 'm', amountCents: 1000, currency: 'CAD', provider: 'offline' },
      now,
    );
    deposit.capture(1000, now);
    expect(deposit.refundDueAt?.toISOString()).toBe('2026-06-01T12:00:00.000Z');
    deposit.reserveFor('membership-1', now);
    expect(() => deposit.reserveFor('membership-2', now)).toThrow('This deposit is not available any more.');
    expect(deposit.releaseReservation('membership-2', now)).toBe(false);
    expect(deposit.releaseReservation('membership-1', now)).toBe(true);
    expect(deposit.depositUse).toBe('available');
  });

  it('keeps a no-show’s deposit once', () => {
    const deposit = Payment.deposit(
      { key: 'deposit.b', memberId: 'm', amountCents: 1000, currency: 'CAD', provider: 'offline' },
      now,
    );
    deposit.capture(1000, now);
    deposit.reserveFor('membership-1', now);
    expect(deposit.forfeit(now, 'round:x').map((movement) => [movement.kind, movement.amountCents])).toEqual([
      ['deposit-forfeited', 1000],
    ]);
    expect(deposit.forfeit(now, 'round:x')).toEqual([]);
  });
});
