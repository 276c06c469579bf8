import type { Group, Membership } from '../domain/group/group.entity.js';
import type { Round } from '../domain/round/round.entity.js';
import type { ChargeRequest } from './payment-gateway.port.js';

const week = 7 * 24 * 3600 * 1000;

/**
 * What joining costs, from the round's own terms (its program's price or the $10 deposit) and the
 * group's meetings: the first one starts the cancellation policy's clock, the host is paid after the last.
 */
export function joinChargeRequest(round: Round, group: Group, membership: Membership): ChargeRequest {
  const lastSessionStarts = group.meetsAt.getTime() + (round.sessions - 1) * week;
  return {
    key: membership.id,
    memberId: membership.memberId,
    roundId: round.id,
    groupId: group.id,
    kind: round.chargeKind,
    amountCents: round.chargeCents,
    currency: round.currency,
    title: round.programName,
    eventStartsAt: group.meetsAt,
    eventEndsAt: new Date(lastSessionStarts + round.sessionMinutes * 60_000),
    hostId: round.createdBy,
  };
}
