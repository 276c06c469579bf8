import { ApiProperty } from '@nestjs/swagger';
import {
  balancePreferences,
  cancellationPolicies,
  cityBySlug,
  dietaryOptions,
  dropoutStrategies,
  earliestEventDate,
  earningsEstimate,
  feeSplit,
  formatCategories,
  interestClosingDate,
  lowInterestStrategies,
  matchingFailureStrategies,
  neighbourhoodOf,
  noGroupStrategies,
  processingEstimateCents,
  refundPolicies,
  timeChoices,
  calendarDateIn,
} from '@ember/hosting-rules';
import type { FormatDetailsView, FormatView } from '../../application/format-view.js';
import type { EventFormat } from '../../domain/event-format.entity.js';
import { formatStatuses } from '../../domain/format-status.js';

export class FormatTimelineResponse {
  @ApiProperty({ example: 7 })
  interestCollection!: number;

  @ApiProperty({ example: 2 })
  selectionWindow!: number;

  @ApiProperty({ example: 3 })
  confirmationPeriod!: number;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description: 'The day interest collection closes; null until published.',
  })
  interestClosesOn!: string | null;

  @ApiProperty({
    format: 'date',
    description: 'Today in the city + interest + selection + 3 days: no possible date may be earlier when publishing.',
  })
  earliestEventDate!: string;
}

export class PossibleDateResponse {
  @ApiProperty({ format: 'date', example: '2026-12-18' })
  date!: string;

  @ApiProperty({ enum: timeChoices, example: '19:00-22:00' })
  time!: string;
}

export class GroupRulesResponse {
  @ApiProperty({ example: 1, description: '999 means unlimited.' })
  maxGroups!: number;

  @ApiProperty()
  multipleGroups!: boolean;

  @ApiProperty()
  hostApproval!: boolean;

  @ApiProperty()
  sameAttendeesMultipleGroups!: boolean;

  @ApiProperty({ enum: matchingFailureStrategies })
  matchingFailureStrategy!: string;

  @ApiProperty({ enum: noGroupStrategies })
  noGroupStrategy!: string;

  @ApiProperty({ enum: lowInterestStrategies })
  lowInterestStrategy!: string;

  @ApiProperty({ enum: dropoutStrategies })
  dropoutStrategy!: string;

  @ApiProperty({ enum: balancePreferences })
  balancePreference!: string;
}

export class CapacityResponse {
  @ApiProperty({ example: 4 })
  minParticipants!: number;

  @ApiProperty({ example: 10 })
  maxParticipants!: number;

  @ApiProperty({ example: 7 })
  optimalParticipants!: number;
}

export class PricingResponse {
  @ApiProperty({ example: 4500, description: 'In cents.' })
  ticketPrice!: number;

  @ApiProperty({ example: 3600, description: "The host's 80 % of a ticket, in cents." })
  hostEarnings!: number;

  @ApiProperty({ example: 900, description: "The platform's 20 % of a ticket, in cents." })
  platformFee!: number;

  @ApiProperty({ example: 161, description: 'Estimated payment processing per ticket (2.9 % + 30¢), in cents.' })
  processingEstimate!: number;

  @ApiProperty({ example: 'CAD', description: 'The install’s currency (PAYMENTS_CURRENCY), as tickets are charged.' })
  currency!: string;

  @ApiProperty({ enum: refundPolicies })
  refundPolicy!: string;

  @ApiProperty({ enum: cancellationPolicies })
  cancellationPolicy!: string;
}

export class EarningsEstimateResponse {
  @ApiProperty({ example: 21600, description: 'Six attendees, in cents rounded down to whole dollars.' })
  conservative!: number;

  @ApiProperty({ example: 28800, description: 'Eight per group × groups (unlimited as three), in cents.' })
  optimistic!: number;
}

export class HostInfoResponse {
  @ApiProperty({ example: 'host@example.com' })
  email!: string;

  @ApiProperty({ example: 'Maya', description: "'' until given." })
  firstName!: string;

  @ApiProperty()
  isNewHost!: boolean;
}

export class PublicLocationResponse {
  @ApiProperty({ example: 'toronto', description: "A city slug, '' until chosen." })
  city!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Toronto' })
  cityLabel!: string | null;

  @ApiProperty({ example: 'kensington-market' })
  neighborhood!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Kensington Market' })
  neighborhoodLabel!: string | null;

  @ApiProperty()
  isOnline!: boolean;
}

export class LocationResponse extends PublicLocationResponse {
  @ApiProperty({ example: 'The back room of the Clay Café' })
  venueDetails!: string;
}

export class EventDetailsResponse {
  @ApiProperty()
  description!: string;

  @ApiProperty()
  includesFood!: boolean;

  @ApiProperty()
  foodDetails!: string;

  @ApiProperty()
  includesDrinks!: boolean;

  @ApiProperty()
  drinkDetails!: string;

  @ApiProperty()
  includesMaterials!: boolean;

  @ApiProperty()
  materialsDetails!: string;

  @ApiProperty({ enum: dietaryOptions, isArray: true })
  dietaryOptions!: string[];

  @ApiProperty()
  whatToBring!: string;
}

export class FormatCountsResponse {
  @ApiProperty({ example: 0, description: 'Members interested (not withdrawn).' })
  interested!: number;

  @ApiProperty({ example: 0, description: 'Participants who confirmed their place.' })
  confirmed!: number;

  @ApiProperty({ example: 0 })
  groupsFormed!: number;

  @ApiProperty({ example: 0, description: "The host's earnings net of refunds, in cents." })
  revenue!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Attended in whole percent; null before any attendance.' })
  attendanceRate!: number | null;
}

/** Parts both the host's and the public view derive from a format the same way. */
export function locationOf(format: EventFormat): LocationResponse {
  const { city, neighborhood, venueDetails, isOnline } = format.location;
  return {
    city,
    cityLabel: cityBySlug(city)?.label ?? null,
    neighborhood,
    neighborhoodLabel: neighbourhoodOf(city, neighborhood)?.label ?? null,
    venueDetails,
    isOnline,
  };
}

export function timelineOf(format: EventFormat, today: string): FormatTimelineResponse {
  const { interestCollection, selectionWindow, confirmationPeriod } = format.timeline;
  const zone = cityBySlug(format.location.city)?.timeZone;
  return {
    interestCollection,
    selectionWindow,
    confirmationPeriod,
    // Once extended for too little interest, it runs the period twice over.
    interestClosesOn: format.publishedAt
      ? interestClosingDate(
          calendarDateIn(format.publishedAt, zone ?? 'America/Toronto'),
          interestCollection * (format.interestExtendedAt ? 2 : 1),
        )
      : null,
    earliestEventDate: earliestEventDate(today, interestCollection, selectionWindow),
  };
}

/** The first possible date from today on, else the last one; null without dates. */
export function nextDateOf(format: EventFormat, today: string): string | null {
  const dates = format.possibleDates.map((possible) => possible.date).sort();
  return dates.find((date) => date >= today) ?? dates.at(-1) ?? null;
}

export class EventFormatResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'pottery-and-pints-1a2b3c4d',
    description: 'Set on publishing: the page /f/{slug}.',
  })
  slug!: string | null;

  @ApiProperty({ enum: formatStatuses })
  status!: string;

  @ApiProperty({ example: 'Pottery and pints', description: 'The title.' })
  format!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ enum: formatCategories, nullable: true })
  category!: string | null;

  @ApiProperty({ type: FormatTimelineResponse })
  timeline!: FormatTimelineResponse;

  @ApiProperty({ type: [PossibleDateResponse] })
  possibleDates!: PossibleDateResponse[];

  @ApiProperty({ type: String, format: 'date', nullable: true })
  nextDate!: string | null;

  @ApiProperty({ type: GroupRulesResponse })
  groupRules!: GroupRulesResponse;

  @ApiProperty({ type: CapacityResponse })
  capacity!: CapacityResponse;

  @ApiProperty({ type: PricingResponse })
  pricing!: PricingResponse;

  @ApiProperty({ type: EarningsEstimateResponse })
  earningsEstimate!: EarningsEstimateResponse;

  @ApiProperty({ type: HostInfoResponse })
  hostInfo!: HostInfoResponse;

  @ApiProperty({ type: LocationResponse })
  location!: LocationResponse;

  @ApiProperty({ type: EventDetailsResponse })
  eventDetails!: EventDetailsResponse;

  @ApiProperty({ type: FormatCountsResponse })
  counts!: FormatCountsResponse;

  @ApiProperty({ description: 'Attached to an account (false until a format made without one is claimed).' })
  claimed!: boolean;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  duplicatedFromId!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  archivedAt!: string | null;

  /** `currency`: the install's (PAYMENTS_CURRENCY), which deposits and tickets are charged in. */
  static from({ format, counts, today }: FormatView, currency: string): EventFormatResponse {
    const content = format.content();
    const split = feeSplit(content.pricing.ticketPrice);
    const estimate = earningsEstimate(content.pricing.ticketPrice, content.groupRules.maxGroups);
    return {
      id: format.id,
      slug: format.slug,
      status: format.status,
      format: content.format,
      description: content.description,
      category: content.category,
      timeline: timelineOf(format, today),
      possibleDates: content.possibleDates,
      nextDate: nextDateOf(format, today),
      groupRules: content.groupRules,
      capacity: content.capacity,
      pricing: {
        ...content.pricing,
        hostEarnings: split.hostEarningsCents,
        platformFee: split.platformFeeCents,
        processingEstimate: processingEstimateCents(content.pricing.ticketPrice),
        currency,
      },
      earningsEstimate: { conservative: estimate.conservativeCents, optimistic: estimate.optimisticCents },
      hostInfo: content.hostInfo,
      location: locationOf(format),
      eventDetails: content.eventDetails,
      counts: { ...counts },
      claimed: format.ownerId !== null,
      duplicatedFromId: format.duplicatedFromId,
      createdAt: format.createdAt.toISOString(),
      updatedAt: format.updatedAt.toISOString(),
      publishedAt: format.publishedAt?.toISOString() ?? null,
      completedAt: format.completedAt?.toISOString() ?? null,
      archivedAt: format.archivedAt?.toISOString() ?? null,
    };
  }
}

export class ParticipantResponse {
  @ApiProperty({ format: 'uuid', description: "The member's id." })
  id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Sam' })
  name!: string | null;

  @ApiProperty({ format: 'date-time' })
  joinedDate!: string;

  @ApiProperty({ enum: ['confirmed', 'pending'] })
  status!: string;
}

export class EventFormatDetailsResponse extends EventFormatResponse {
  @ApiProperty({ type: [ParticipantResponse], description: 'Interested members, in the order they came.' })
  participants!: ParticipantResponse[];

  static override from(view: FormatView, currency: string): EventFormatDetailsResponse {
    const participants = (view as FormatDetailsView).participants ?? [];
    return {
      ...EventFormatResponse.from(view, currency),
      participants: participants.map((participant) => ({
        id: participant.memberId,
        name: participant.name,
        joinedDate: participant.joinedAt.toISOString(),
        status: participant.status,
      })),
    };
  }
}

export class EventFormatListResponse {
  @ApiProperty({ type: [EventFormatResponse] })
  formats!: EventFormatResponse[];
}

export class ClaimedFormatResponse {
  @ApiProperty({ example: 'host@example.com', description: 'The account now signed in.' })
  email!: string;

  @ApiProperty({ type: [String], description: 'The formats attached to the account, the mailed one first.' })
  formatIds!: string[];

  @ApiProperty({ description: 'An account was made for the address.' })
  createdAccount!: boolean;
}
