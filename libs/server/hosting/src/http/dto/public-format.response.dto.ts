import { ApiProperty } from '@nestjs/swagger';
import { cancellationPolicies, formatCategories, refundPolicies } from '@ember/hosting-rules';
import type { PublicFormatView } from '../../application/format-view.js';
import {
  EventDetailsResponse,
  PossibleDateResponse,
  PublicLocationResponse,
  locationOf,
  nextDateOf,
  timelineOf,
} from './event-format.response.dto.js';

export class PublicTimelineResponse {
  @ApiProperty({ example: 7 })
  interestCollection!: number;

  @ApiProperty({ example: 2 })
  selectionWindow!: number;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day interest collection closes.' })
  interestClosesOn!: string | null;
}

export class PublicCapacityResponse {
  @ApiProperty({ example: 4 })
  minParticipants!: number;

  @ApiProperty({ example: 10 })
  maxParticipants!: number;
}

export class PublicPricingResponse {
  @ApiProperty({ example: 4500, description: 'In cents.' })
  ticketPrice!: number;

  @ApiProperty({ example: 'CAD', description: 'The install’s currency (PAYMENTS_CURRENCY), as tickets are charged.' })
  currency!: string;

  @ApiProperty({ enum: refundPolicies })
  refundPolicy!: string;

  @ApiProperty({ enum: cancellationPolicies })
  cancellationPolicy!: string;
}

/**
 * An active format as anyone sees it, on /f/{slug} and in search: no e-mail, owner, group rules,
 * earnings or numbers, and no venue details (those are for the people in a group).
 */
export class PublicEventFormatResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'pottery-and-pints-1a2b3c4d' })
  slug!: string;

  @ApiProperty({ example: 'Pottery and pints', description: 'The title.' })
  format!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ enum: formatCategories, nullable: true })
  category!: string | null;

  @ApiProperty({ type: PublicTimelineResponse })
  timeline!: PublicTimelineResponse;

  @ApiProperty({ type: [PossibleDateResponse] })
  possibleDates!: PossibleDateResponse[];

  @ApiProperty({ type: String, format: 'date', nullable: true })
  nextDate!: string | null;

  @ApiProperty({ type: PublicCapacityResponse })
  capacity!: PublicCapacityResponse;

  @ApiProperty({ type: PublicPricingResponse })
  pricing!: PublicPricingResponse;

  @ApiProperty({ type: PublicLocationResponse })
  location!: PublicLocationResponse;

  @ApiProperty({ type: EventDetailsResponse })
  eventDetails!: EventDetailsResponse;

  @ApiProperty({ type: String, nullable: true, example: 'Maya', description: "The host's first name, when given." })
  hostFirstName!: string | null;

  @ApiProperty({ format: 'date-time' })
  publishedAt!: string;

  /** `currency`: the install's (PAYMENTS_CURRENCY), which deposits and tickets are charged in. */
  static from({ format, today }: PublicFormatView, currency: string): PublicEventFormatResponse {
    const { interestCollection, selectionWindow, interestClosesOn } = timelineOf(format, today);
    const { venueDetails: _private, ...location } = locationOf(format);
    const { ticketPrice, refundPolicy, cancellationPolicy } = format.pricing;
    return {
      id: format.id,
      slug: format.slug ?? '',
      format: format.title,
      description: format.description,
      category: format.category,
      timeline: { interestCollection, selectionWindow, interestClosesOn },
      possibleDates: format.possibleDates.map(({ date, time }) => ({ date, time })),
      nextDate: nextDateOf(format, today),
      capacity: {
        minParticipants: format.capacity.minParticipants,
        maxParticipants: format.capacity.maxParticipants,
      },
      pricing: { ticketPrice, currency, refundPolicy, cancellationPolicy },
      location,
      eventDetails: { ...format.eventDetails, dietaryOptions: [...format.eventDetails.dietaryOptions] },
      hostFirstName: format.hostFirstName || null,
      publishedAt: (format.publishedAt ?? format.updatedAt).toISOString(),
    };
  }
}

export class FormatSearchResponse {
  @ApiProperty({ type: [PublicEventFormatResponse] })
  formats!: PublicEventFormatResponse[];

  @ApiProperty({ example: 1, description: 'Active formats matching, over all pages.' })
  total!: number;

  @ApiProperty({ example: 20 })
  limit!: number;

  @ApiProperty({ example: 0 })
  offset!: number;
}
