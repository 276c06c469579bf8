import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody, Public } from '@ember/platform';
import { ConfirmTestPaymentUseCase } from '../application/confirm-test-payment.use-case.js';
import { MyPaymentsQuery } from '../application/my-payments.query.js';
import { PaymentProvider } from '../application/payment-provider.port.js';
import { PAYMENT_SETTINGS, type PaymentSettings } from '../application/payment-settings.js';
import { RefreshPaymentUseCase } from '../application/refresh-payment.use-case.js';
import { StartDepositUseCase } from '../application/start-deposit.use-case.js';
import {
  CheckoutResponse,
  MyPaymentsResponse,
  PaymentResponse,
  PaymentSettingsResponse,
} from './dto/payment.response.dto.js';

/**
 * A member's payments: the $10 deposit, the tickets of their groups (prepared by the rounds'
 * checkout), test mode's pay button, and their history with refunds. Amounts always come from the
 * server; card details go from the browser to the provider and never through here.
 */
@ApiTags('payments')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly deposits: StartDepositUseCase,
    private readonly testPayments: ConfirmTestPaymentUseCase,
    private readonly refresh: RefreshPaymentUseCase,
    private readonly mine: MyPaymentsQuery,
    private readonly provider: PaymentProvider,
    @Inject(PAYMENT_SETTINGS) private readonly settings: PaymentSettings,
  ) {}

  /** How payments work on this install: the provider, test mode, the deposit. */
  @Public()
  @Get('settings')
  @ApiOkResponse({ type: PaymentSettingsResponse })
  getPaymentSettings(): PaymentSettingsResponse {
    return {
      provider: this.provider.name,
      testMode: this.provider.testMode,
      publishableKey: this.provider.publishableKey,
      depositCents: this.settings.depositCents,
      currency: this.settings.currency,
      depositRequired: this.settings.depositRequired,
    };
  }

  /** The caller's $10 deposit: the one on file, the one waiting for the card, or a new one. */
  @Post('deposit')
  @HttpCode(200)
  @ApiOkResponse({ type: CheckoutResponse })
  async startDeposit(@CurrentUser() user: AuthenticatedUser): Promise<CheckoutResponse> {
    const { payment, clientSecret } = await this.deposits.execute(user.id);
    return { payment: PaymentResponse.from(payment), clientSecret };
  }

  /** The caller's deposits and tickets, newest first. */
  @Get('mine')
  @ApiOkResponse({ type: MyPaymentsResponse })
  async listMyPayments(@CurrentUser() user: AuthenticatedUser): Promise<MyPaymentsResponse> {
    return {
      payments: (await this.mine.list(user.id)).map(({ payment, quote }) => PaymentResponse.from(payment, quote)),
    };
  }

  /** One of the caller's payments, with the card form's client secret while it waits. */
  @Get(':paymentId')
  @ApiOkResponse({ type: CheckoutResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async getMyPayment(
    @CurrentUser() user: AuthenticatedUser,
    @Param('paymentId') paymentId: string,
  ): Promise<CheckoutResponse> {
    const { payment, quote, clientSecret } = await this.mine.one(user.id, paymentId);
    return { payment: PaymentResponse.from(payment, quote), clientSecret };
  }

  /** Test mode only: pays the payment as a card would, with no card. */
  @Post(':paymentId/test-payment')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Test mode is off, or the payment was cancelled.' })
  async payInTestMode(
    @CurrentUser() user: AuthenticatedUser,
    @Param('paymentId') paymentId: string,
  ): Promise<PaymentResponse> {
    return PaymentResponse.from(await this.testPayments.execute(user.id, paymentId));
  }

  /** After the card form: the payment as the provider has it now. */
  @Post(':paymentId/refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async refreshPayment(
    @CurrentUser() user: AuthenticatedUser,
    @Param('paymentId') paymentId: string,
  ): Promise<PaymentResponse> {
    return PaymentResponse.from(await this.refresh.execute(user.id, paymentId));
  }
}
