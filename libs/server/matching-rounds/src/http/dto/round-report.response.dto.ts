import { ApiProperty } from '@nestjs/swagger';
import type { RoundReportView } from '../../application/hosted-rounds.query.js';
import { roundStatuses } from '../../domain/round/round.entity.js';
import { RoundResponse } from './round.response.dto.js';

export class FormationBoundResponse {
  @ApiProperty({ description: 'At most this many members could have been placed.' })
  placed!: number;

  @ApiProperty({ description: 'At most this many mutual edges could lie inside groups.' })
  edges!: number;

  @ApiProperty({ enum: ['lp', 'combinatorial', 'mixed'] })
  kind!: string;
}

export class FormationGapResponse {
  @ApiProperty({ example: 0, description: '(bound − placed) / bound.' })
  placed!: number;

  @ApiProperty({ example: 0.02 })
  edges!: number;
}

/** The formation in numbers. It never says which pairs were mutual, or who picked whom. */
export class FormationReportResponse {
  @ApiProperty({ description: 'Discoverable enrolled members in the city when picks closed.' })
  candidates!: number;

  @ApiProperty({ description: 'Candidates with at least one mutual pick.' })
  eligible!: number;

  @ApiProperty()
  placed!: number;

  @ApiProperty()
  groups!: number;

  @ApiProperty({ description: 'Mutual edges inside groups, in total.' })
  mutualEdges!: number;

  @ApiProperty({ description: 'Mutual edges inside groups per placed member.' })
  mutualEdgesPerPlaced!: number;

  @ApiProperty({ type: FormationBoundResponse })
  bound!: FormationBoundResponse;

  @ApiProperty({ type: FormationGapResponse })
  gap!: FormationGapResponse;

  @ApiProperty({ description: 'Hard rules the groups break (the independent validator): always 0.' })
  violations!: number;

  @ApiProperty({ description: 'Milliseconds the engine ran.' })
  runTimeMs!: number;

  @ApiProperty({ enum: ['exact', 'heuristic', 'mixed'] })
  method!: string;

  @ApiProperty({ description: 'Every part proven optimal.' })
  optimal!: boolean;
}

export class ReviewTallyResponse {
  @ApiProperty({ description: 'Members who have not answered yet.' })
  invited!: number;

  @ApiProperty()
  joined!: number;

  @ApiProperty()
  declined!: number;

  @ApiProperty({ description: 'Members who did not answer before the deadline.' })
  expired!: number;

  @ApiProperty()
  reviewingGroups!: number;

  @ApiProperty()
  confirmedGroups!: number;

  @ApiProperty()
  releasedGroups!: number;
}

export class RoundTransitionResponse {
  @ApiProperty({ enum: roundStatuses })
  status!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

/** An admin's or host's report of a round: counts and quality, no member names, no pairs. */
export class RoundReportResponse {
  @ApiProperty({ type: RoundResponse })
  round!: RoundResponse;

  @ApiProperty({ type: FormationReportResponse, nullable: true, description: 'Null until the groups are formed.' })
  formation!: FormationReportResponse | null;

  @ApiProperty({ type: ReviewTallyResponse })
  review!: ReviewTallyResponse;

  @ApiProperty({ type: [RoundTransitionResponse], description: 'Each status the round reached, once, in order.' })
  transitions!: RoundTransitionResponse[];

  static from({ round, review, transitions }: RoundReportView): RoundReportResponse {
    const report = round.report;
    return {
      round: RoundResponse.from(round),
      formation: report
        ? {
            candidates: report.candidates,
            eligible: report.eligible,
            placed: report.placed,
            groups: report.groups,
            mutualEdges: report.mutualEdges,
            mutualEdgesPerPlaced: report.mutualEdgesPerPlaced,
            bound: { ...report.bound },
            gap: { ...report.gap },
            violations: report.violations,
            runTimeMs: report.runTimeMs,
            method: report.method,
            optimal: report.optimal,
          }
        : null,
      review: { ...review },
      transitions: transitions.map(({ status, at }) => ({ status, at: at.toISOString() })),
    };
  }
}
