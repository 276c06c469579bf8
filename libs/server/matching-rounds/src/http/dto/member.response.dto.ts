import { ApiProperty } from '@nestjs/swagger';
import type { MemberCard } from '../../application/member-pool.port.js';
import type { MyPick } from '../../application/picks.use-case.js';
import type { MyRoundView } from '../../application/my-rounds.query.js';
import type { MyGroupView } from '../../application/my-group.query.js';
import { standings } from '../../application/round-pool.js';
import { groupStatuses, memberDecisions, releaseReasons } from '../../domain/group/group.entity.js';
import { slotDescription, slotOfCode } from '../../domain/round/meeting-slot.js';
import { pickLevels } from '../../domain/pick/pick.entity.js';
import { JoinChargeResponse, RoundBaseResponse } from './round.response.dto.js';

export class MyRoundGroupResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: groupStatuses })
  status!: string;

  @ApiProperty({ enum: memberDecisions, description: "The caller's own answer." })
  decision!: string;
}

/** A round as the calling member sees it. Nothing in it says who picked whom. */
export class MyRoundResponse extends RoundBaseResponse {
  @ApiProperty({
    enum: standings,
    description: 'candidate: in the pool; not-discoverable: needs a fun and a useful video; elsewhere: another city.',
  })
  standing!: string;

  @ApiProperty({ description: 'Picks can be made or changed now.' })
  acceptingPicks!: boolean;

  @ApiProperty({ description: 'People the caller can pick now (0 outside the picking window).' })
  candidateCount!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The caller's own picks that count (level 2+); null after picks close.",
  })
  pickCount!: number | null;

  @ApiProperty({ enum: ['pending', 'grouped', 'no-group'], description: "no-group: 'no group formed this round'." })
  outcome!: string;

  @ApiProperty({ type: MyRoundGroupResponse, nullable: true })
  group!: MyRoundGroupResponse | null;

  static from(view: MyRoundView): MyRoundResponse {
    return {
      ...RoundBaseResponse.base(view.round),
      standing: view.standing,
      acceptingPicks: view.acceptingPicks,
      candidateCount: view.candidateCount,
      pickCount: view.pickCount,
      outcome: view.outcome,
      group: view.group ? { ...view.group } : null,
    };
  }
}

export class MyRoundsResponse {
  @ApiProperty({ type: [MyRoundResponse] })
  rounds!: MyRoundResponse[];
}

export class CardAgeBandResponse {
  @ApiProperty({ example: 'early-30s' })
  id!: string;

  @ApiProperty({ example: 'early 30s' })
  label!: string;

  @ApiProperty({ example: 30 })
  min!: number;

  @ApiProperty({ example: 34 })
  max!: number;
}

export class CardInterestResponse {
  @ApiProperty({ example: 'Book Club' })
  name!: string;

  @ApiProperty()
  lookingFor!: string;

  @ApiProperty()
  contribute!: string;
}

export class CardVideoResponse {
  @ApiProperty()
  id!: string;

  @ApiProperty({ example: 'dad_joke' })
  promptId!: string;

  @ApiProperty({ enum: ['fun', 'useful', 'daily'] })
  promptType!: string;

  @ApiProperty()
  videoUrl!: string;

  @ApiProperty({ type: String, nullable: true })
  thumbnailUrl!: string | null;
}

/** A member's public profile card (spec 3 §2.3): what others may see, never picks. */
export class MemberCardResponse {
  @ApiProperty({ format: 'uuid', description: 'The profile id (/emberite/profile/{id}).' })
  id!: string;

  @ApiProperty({ example: 'Alex' })
  firstName!: string;

  @ApiProperty({ type: CardAgeBandResponse, nullable: true })
  ageBand!: CardAgeBandResponse | null;

  @ApiProperty({ example: 'female' })
  sex!: string;

  @ApiProperty({ example: 'CA:ON:Toronto' })
  location!: string;

  @ApiProperty({ type: String, nullable: true })
  photoUrl!: string | null;

  @ApiProperty({ type: [CardInterestResponse], description: 'Complete interests only.' })
  interests!: CardInterestResponse[];

  @ApiProperty({ type: [CardVideoResponse], description: 'Empty unless the caller has a video of their own.' })
  videos!: CardVideoResponse[];

  @ApiProperty({ description: "One of the demo members a laptop's `npm start` seeds (never in production)." })
  demo!: boolean;

  static from(card: MemberCard): MemberCardResponse {
    return {
      id: card.profileId,
      firstName: card.firstName,
      ageBand: card.ageBand ? { ...card.ageBand } : null,
      sex: card.sex,
      location: card.location,
      photoUrl: card.photoUrl,
      interests: card.interests.map((interest) => ({ ...interest })),
      videos: card.videos.map((video) => ({ ...video })),
      demo: card.demo,
    };
  }
}

export class CandidatesResponse {
  @ApiProperty({ format: 'uuid' })
  roundId!: string;

  @ApiProperty({ type: [MemberCardResponse], description: "The caller's candidates, in an order of the caller's own." })
  candidates!: MemberCardResponse[];
}

/** One of the caller's own picks. */
export class MyPickResponse {
  @ApiProperty({ format: 'uuid' })
  profileId!: string;

  @ApiProperty({ minimum: 0, maximum: 5, example: 3 })
  level!: number;

  @ApiProperty({ enum: pickLevels, example: 'Curious' })
  levelName!: string;

  @ApiProperty()
  romance!: boolean;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  static from(pick: MyPick): MyPickResponse {
    return {
      profileId: pick.profileId,
      level: pick.level,
      levelName: pickLevels[pick.level]!,
      romance: pick.romance,
      updatedAt: pick.updatedAt.toISOString(),
    };
  }
}

export class MyPicksResponse {
  @ApiProperty({
    type: [MyPickResponse],
    description: 'Only the caller ever sees these, and only while picks are open.',
  })
  picks!: MyPickResponse[];
}

export class GroupSlotResponse {
  @ApiProperty({ example: 'sat-09' })
  code!: string;

  @ApiProperty({ description: '0 Sunday … 6 Saturday.', example: 6 })
  dayOfWeek!: number;

  @ApiProperty({ example: 9 })
  hour!: number;

  @ApiProperty({ example: 'Saturday 9 AM' })
  label!: string;
}

export class GroupMemberResponse extends MemberCardResponse {
  @ApiProperty({ description: 'The caller.' })
  isMe!: boolean;
}

export class GroupVenueResponse {
  @ApiProperty({ example: 'Sam' })
  hostFirstName!: string;

  @ApiProperty({ type: String, nullable: true, example: 'The loft' })
  venueName!: string | null;
}

/** The caller's group: who, where, when, the join deadline and price; never who picked whom. */
export class MyGroupResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  roundId!: string;

  @ApiProperty({ example: 'Weekend coffee' })
  programName!: string;

  @ApiProperty({ enum: groupStatuses })
  status!: string;

  @ApiProperty({ type: String, enum: releaseReasons, nullable: true })
  releaseReason!: string | null;

  @ApiProperty({ type: GroupSlotResponse, nullable: true, description: 'The weekly slot; null for an event.' })
  slot!: GroupSlotResponse | null;

  @ApiProperty({ example: 'downtown', description: "'anywhere' when every member accepts any neighbourhood." })
  neighborhood!: string;

  @ApiProperty({ example: 'CA:ON:Toronto' })
  city!: string;

  @ApiProperty({ example: 'America/Toronto' })
  timeZone!: string;

  @ApiProperty({ format: 'date-time', description: 'The first meeting.' })
  meetsAt!: string;

  @ApiProperty({ example: 90 })
  sessionMinutes!: number;

  @ApiProperty({ example: 1 })
  sessions!: number;

  @ApiProperty({ format: 'date-time', description: 'Join or decline before it (24 hours after the group formed).' })
  joinDeadline!: string;

  @ApiProperty({ type: JoinChargeResponse, description: 'What joining records (pay only on joining).' })
  price!: JoinChargeResponse;

  @ApiProperty({ enum: memberDecisions })
  myDecision!: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The caller's payment (ticket or deposit) held for this group, once joined.",
  })
  myPaymentId!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "What the caller's QR code carries on the day, once they have a confirmed place.",
  })
  myCheckInCode!: string | null;

  @ApiProperty({ example: 3 })
  joinedCount!: number;

  @ApiProperty({ example: 5 })
  memberCount!: number;

  @ApiProperty({ example: 4, description: 'The group meets when at least this many join.' })
  minSize!: number;

  @ApiProperty({ type: [GroupMemberResponse] })
  members!: GroupMemberResponse[];

  @ApiProperty({ type: GroupVenueResponse, nullable: true })
  venue!: GroupVenueResponse | null;

  static from({ round, group, memberId, cards, venue }: MyGroupView): MyGroupResponse {
    const slot = slotOfCode(group.slot);
    return {
      id: group.id,
      roundId: round.id,
      programName: round.programName,
      status: group.status,
      releaseReason: group.releaseReason,
      slot: slot ? { code: group.slot, ...slot, label: slotDescription(group.slot)! } : null,
      neighborhood: group.neighborhood,
      city: round.city,
      timeZone: round.timeZone,
      meetsAt: group.meetsAt.toISOString(),
      sessionMinutes: round.sessionMinutes,
      sessions: round.sessions,
      joinDeadline: group.joinDeadline.toISOString(),
      price: { kind: round.chargeKind, amountCents: round.chargeCents, currency: round.currency },
      myDecision: group.membershipOf(memberId).decision,
      myPaymentId: group.membershipOf(memberId).paymentReference,
      myCheckInCode:
        group.status === 'confirmed' && group.membershipOf(memberId).decision === 'joined'
          ? group.membershipOf(memberId).checkInCode
          : null,
      joinedCount: group.count('joined'),
      memberCount: group.memberships.length,
      minSize: group.minSize,
      members: cards.map((card) => ({ ...MemberCardResponse.from(card), isMe: card.memberId === memberId })),
      venue: venue ? { ...venue } : null,
    };
  }
}

/** What the member pays on /payment before joining. */
export class GroupCheckoutResponse {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The ticket or deposit to pay (or the deposit that covers it); null when nothing is asked.',
  })
  paymentId!: string | null;

  @ApiProperty({ description: 'Still to pay, in minor units; 0 when paid or covered by the deposit.', example: 3500 })
  amountDueCents!: number;

  @ApiProperty({ example: 'CAD' })
  currency!: string;

  @ApiProperty({ enum: ['deposit', 'payment'] })
  kind!: string;
}

/** The group after the caller gave their place up, and what came back. */
export class GroupCancellationResponse {
  @ApiProperty({ type: MyGroupResponse })
  group!: MyGroupResponse;

  @ApiProperty({ description: 'Refunded by the ticket’s policies, in minor units.', example: 4500 })
  refundedCents!: number;

  @ApiProperty({ example: 'Flexible: Full refund until 48 hours before the event.' })
  rule!: string;
}

export class BlockedMemberResponse {
  @ApiProperty({ format: 'uuid', description: 'The profile id, to undo the block with.' })
  profileId!: string;

  @ApiProperty({ example: 'Alex' })
  firstName!: string;

  @ApiProperty({ type: String, nullable: true })
  photoUrl!: string | null;

  @ApiProperty({ description: 'The caller reported them: this block cannot be undone.' })
  byReport!: boolean;
}

export class BlocksResponse {
  @ApiProperty({ type: [String], description: 'Profile ids the caller blocked.' })
  profileIds!: string[];

  @ApiProperty({ type: [BlockedMemberResponse], description: 'The members the caller blocked, newest first.' })
  members!: BlockedMemberResponse[];
}
