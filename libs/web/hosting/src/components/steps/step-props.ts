import type { Dispatch } from 'react';
import type { FormatDraft } from '@ember/hosting-rules';
import type { WizardAction } from '../../model/wizard-slice';

/** What every step gets: the draft, a way to change it, and today in the host's calendar. */
export interface StepProps {
  draft: FormatDraft;
  dispatch: Dispatch<WizardAction>;
  today: string;
}
