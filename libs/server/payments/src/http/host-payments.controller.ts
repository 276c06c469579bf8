import { Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, Roles } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { earningsCsv } from '../application/earnings-csv.js';
import { HostAccountUseCase } from '../application/host-account.use-case.js';
import { HostEarningsQuery } from '../application/host-earnings.query.js';
import { PaymentProvider } from '../application/payment-provider.port.js';
import {
  EarningsFiguresResponse,
  FormatEarningsResponse,
  HostAccountResponse,
  HostEarningsResponse,
  OnboardingLinkResponse,
  PayoutResponse,
} from './dto/host-earnings.response.dto.js';

/** A host's money: earnings per format, payouts pending and paid, the payout account. */
@ApiTags('payments')
@ApiForbiddenResponse({ type: ErrorBody, description: 'Hosts only.' })
@Roles('host', 'admin')
@Controller('payments/host')
export class HostPaymentsController {
  constructor(
    private readonly earnings: HostEarningsQuery,
    private readonly accounts: HostAccountUseCase,
    private readonly provider: PaymentProvider,
  ) {}

  /** Per format: gross, refunds, Ember's 20 %, processing, net; payouts; totals per currency. */
  @Get('earnings')
  @ApiOkResponse({ type: HostEarningsResponse })
  async getHostEarnings(@CurrentUser() user: AuthenticatedUser): Promise<HostEarningsResponse> {
    const earnings = await this.earnings.execute(user.id);
    return {
      formats: earnings.formats.map(FormatEarningsResponse.from),
      payouts: earnings.payouts.map(PayoutResponse.from),
      totals: earnings.totals.map((total) => ({ ...EarningsFiguresResponse.figures(total), currency: total.currency })),
    };
  }

  /** The same as a spreadsheet: a row per ticket, then per payout. */
  @Get('earnings.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="ember-earnings.csv"')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'CSV, amounts in major units.' })
  async exportHostEarnings(@CurrentUser() user: AuthenticatedUser): Promise<string> {
    return earningsCsv(await this.earnings.execute(user.id));
  }

  /** The payout account's state at the provider. */
  @Get('account')
  @ApiOkResponse({ type: HostAccountResponse })
  async getPayoutAccount(@CurrentUser() user: AuthenticatedUser): Promise<HostAccountResponse> {
    return HostAccountResponse.from(await this.accounts.status(user.id), this.provider);
  }

  /** Opens the payout account when needed and answers where to finish it. */
  @Post('account/onboarding-link')
  @HttpCode(200)
  @ApiOkResponse({ type: OnboardingLinkResponse })
  async createOnboardingLink(@CurrentUser() user: AuthenticatedUser): Promise<OnboardingLinkResponse> {
    return { url: await this.accounts.onboardingLink(user.id) };
  }
}
