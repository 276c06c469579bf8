import { Inject, Injectable } from '@nestjs/common';
import { FormatSelections } from '@ember/hosting';
import { APP_CONFIG, type AppConfig } from '@ember/platform';
import { FormatCatalogue } from '../application/format-catalogue.port.js';
import type { FormatRoundTerms } from '../domain/round/round.entity.js';

/** A format's selection terms from hosting; tickets in the platform's one currency. */
@Injectable()
export class HostingFormatCatalogue extends FormatCatalogue {
  constructor(
    private readonly formats: FormatSelections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async termsOf(formatId: string): Promise<FormatRoundTerms | null> {
    const terms = await this.formats.termsOf(formatId);
    if (!terms) return null;
    return {
      formatId: terms.formatId,
      title: terms.title,
      ownerId: terms.ownerId,
      city: terms.locationCode,
      minGroupSize: terms.minGroupSize,
      maxGroupSize: terms.maxGroupSize,
      maxGroups: terms.maxGroups,
      genderBalance: terms.genderBalance,
      hostApproval: terms.hostApproval,
      meetingTimes: terms.meetingTimes,
      sessionMinutes: terms.sessionMinutes,
      ticketCents: terms.ticketCents,
      currency: this.config.PAYMENTS_CURRENCY,
      picksOpenAt: terms.selectionOpensAt,
      picksCloseAt: terms.selectionClosesAt,
      confirmationDays: terms.confirmationDays,
    };
  }
}
