import {
  type CancellationPolicy,
  type RefundPolicy,
  cancellationPolicies,
  cancellationTerms,
  recommendedTicketPriceDollars,
  refundPolicies,
  refundPolicyTexts,
} from '@ember/hosting-rules';
import { wizardActions } from '../../model/wizard-slice';
import { EarningsEstimate } from '../earnings-estimate';
import { PriceField } from '../fields/price-field';
import { RadioCards } from '../fields/radio-cards';
import type { StepProps } from './step-props';

const refundOptions = refundPolicies.map((value) => ({ value, ...refundPolicyTexts[value] }));
const cancellationOptions = cancellationPolicies.map((value) => ({
  value,
  label: cancellationTerms[value].label,
  description: cancellationTerms[value].description,
}));

/** Spec 3 §9: the ticket price, the refund and cancellation policies, and the live earnings with the 80/20 split. */
export function PricingStep({ draft, dispatch }: StepProps) {
  const setPricing = (changes: Partial<StepProps['draft']['pricing']>) =>
    dispatch(wizardActions.sectionChanged({ section: 'pricing', changes }));
  return (
    <>
      <PriceField
        cents={draft.pricing.ticketPrice}
        hint={`Most formats ask $${recommendedTicketPriceDollars.min}-$${recommendedTicketPriceDollars.max}.`}
        onChange={(ticketPrice) => setPricing({ ticketPrice })}
      />
      <EarningsEstimate ticketPriceCents={draft.pricing.ticketPrice} maxGroups={draft.groupRules.maxGroups} showSplit />
      <RadioCards<RefundPolicy>
        legend="Refund policy"
        options={refundOptions}
        value={draft.pricing.refundPolicy}
        onChange={(refundPolicy) => setPricing({ refundPolicy })}
      />
      <RadioCards<CancellationPolicy>
        legend="Cancellation policy"
        columns={3}
        options={cancellationOptions}
        value={draft.pricing.cancellationPolicy}
        onChange={(cancellationPolicy) => setPricing({ cancellationPolicy })}
      />
    </>
  );
}
