import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBody, type RawBodyRequest, Webhook } from '@ember/platform';
import { HandleWebhookUseCase } from '../application/handle-webhook.use-case.js';
import { WebhookReceivedResponse } from './dto/admin.dto.js';

/** Stripe's notifications: no session, no XSRF token; the signature over the raw body is the proof. */
@ApiTags('payments')
@Controller('payments/webhook')
export class PaymentsWebhookController {
  constructor(private readonly webhooks: HandleWebhookUseCase) {}

  @Post()
  @Webhook('Stripe-Signature')
  @HttpCode(200)
  @ApiHeader({ name: 'Stripe-Signature', required: true, description: 'Stripe’s signature over the raw body.' })
  @ApiOkResponse({ type: WebhookReceivedResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'No signature, or one that does not match.' })
  async receiveProviderEvent(
    @Req() request: RawBodyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceivedResponse> {
    const outcome = await this.webhooks.execute(request.rawBody ?? Buffer.alloc(0), signature);
    return { received: true, duplicate: outcome.duplicate };
  }
}
