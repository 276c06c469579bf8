import type { Dispatch } from 'react';
import { stepCopy } from '../../model/wizard-copy';
import type { WizardAction, WizardState } from '../../model/wizard-slice';
import { AccountPromptStep } from '../steps/account-prompt-step';
import { ConceptDetailsStep } from '../steps/concept-details-step';
import { EventDatesStep } from '../steps/event-dates-step';
import { EventDetailsStep } from '../steps/event-details-step';
import { EventLocationStep } from '../steps/event-location-step';
import { EventTimesStep } from '../steps/event-times-step';
import { GroupCompositionStep } from '../steps/group-composition-step';
import { IntroStep } from '../steps/intro-step';
import { PreviewStep } from '../steps/preview-step';
import { PricingStep } from '../steps/pricing-step';
import { TimelineStep } from '../steps/timeline-step';

export interface WizardStepBodyProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  today: string;
  accountEmail: string | null;
  /** The step's "learn more" screen, for intro steps that have one. */
  onLearnMore?: () => void;
  /** Moves on (the account prompt does so itself). */
  onContinue: () => void;
}

/** The controls of the step the wizard is on. */
export function WizardStepBody({ state, dispatch, today, accountEmail, onLearnMore, onContinue }: WizardStepBodyProps) {
  const props = { draft: state.draft, dispatch, today };
  switch (state.step) {
    case 'concept-details':
      return <ConceptDetailsStep {...props} />;
    case 'timeline':
      return <TimelineStep {...props} />;
    case 'group-composition':
      return <GroupCompositionStep {...props} />;
    case 'event-dates':
      return <EventDatesStep {...props} />;
    case 'event-times':
      return <EventTimesStep {...props} />;
    case 'event-location':
      return <EventLocationStep {...props} />;
    case 'account-prompt':
      return <AccountPromptStep onContinue={onContinue} />;
    case 'preview':
      return <PreviewStep {...props} termsAccepted={state.termsAccepted} accountEmail={accountEmail} />;
    case 'event-details':
      return <EventDetailsStep {...props} />;
    case 'pricing':
      return <PricingStep {...props} />;
    default:
      return <IntroStep paragraphs={stepCopy[state.step].body ?? []} onLearnMore={onLearnMore} />;
  }
}
