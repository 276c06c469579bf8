import type { ReactNode } from 'react';
import {
  type WizardStep,
  balancePreferenceTexts,
  cancellationTerms,
  dietaryOptionLabels,
  formatCategoryLabels,
  formatDollars,
  groupCounts,
  placeLabel,
  refundPolicyTexts,
  textLimits,
  timeChoiceLabel,
} from '@ember/hosting-rules';
import { Button, TextField } from '@ember/ui';
import { shortDate } from '../../model/calendar-month';
import { wizardActions } from '../../model/wizard-slice';
import { EarningsEstimate } from '../earnings-estimate';
import { CheckField } from '../fields/check-field';
import styles from '../wizard/wizard.module.css';
import type { StepProps } from './step-props';

export interface PreviewStepProps extends StepProps {
  termsAccepted: boolean;
  /** A signed-in host's address: shown, not typed. */
  accountEmail: string | null;
}

function Section({
  title,
  edit,
  onEdit,
  children,
}: {
  title: string;
  edit: WizardStep;
  onEdit: (step: WizardStep) => void;
  children: ReactNode;
}) {
  return (
    <section className={styles.summarySection} aria-label={title}>
      <div className={styles.summaryHead}>
        <h2 className={styles.summaryTitle}>{title}</h2>
        <Button variant="link" size="small" onClick={() => onEdit(edit)} aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
        </Button>
      </div>
      {children}
    </section>
  );
}

const groupsText = (maxGroups: number) =>
  maxGroups >= groupCounts.unlimited ? 'Unlimited groups' : maxGroups === 1 ? 'One group' : `Up to ${maxGroups} groups`;

/**
 * Spec 3 §2.1: the whole format at a glance, each part with an edit link (the event details and
 * pricing among them), then the host's e-mail and the terms.
 */
export function PreviewStep({ draft, dispatch, termsAccepted, accountEmail }: PreviewStepProps) {
  const edit = (step: WizardStep) => dispatch(wizardActions.stepOpened({ step, returnTo: 'preview' }));
  const { timeline, capacity, groupRules, location, eventDetails: details, pricing } = draft;
  const included = [
    details.includesFood && `Food${details.foodDetails ? `: ${details.foodDetails}` : ''}`,
    details.includesDrinks && `Drinks${details.drinkDetails ? `: ${details.drinkDetails}` : ''}`,
    details.includesMaterials && `Materials${details.materialsDetails ? `: ${details.materialsDetails}` : ''}`,
  ].filter(Boolean);
  return (
    <>
      <div className={styles.summary}>
        <Section title="Concept" edit="concept-details" onEdit={edit}>
          <p className={styles.summaryLead}>{draft.format.trim() || 'Untitled format'}</p>
          {draft.category && <p className={styles.muted}>{formatCategoryLabels[draft.category]}</p>}
          {draft.description.trim() && <p>{draft.description}</p>}
        </Section>
        <Section title="Timeline" edit="timeline" onEdit={edit}>
          <p>
            {timeline.interestCollection} days of interest, then {timeline.selectionWindow} day
            {timeline.selectionWindow === 1 ? '' : 's'} to form groups and {timeline.confirmationPeriod} to confirm.
          </p>
        </Section>
        <Section title="Groups" edit="group-composition" onEdit={edit}>
          <p>
            {capacity.minParticipants}-{capacity.maxParticipants} people per group · {groupsText(groupRules.maxGroups)}
          </p>
          <p className={styles.muted}>
            {balancePreferenceTexts[groupRules.balancePreference].label} ·{' '}
            {groupRules.hostApproval ? 'You approve each group' : 'Groups are invited as they form'}
          </p>
        </Section>
        <Section title="Dates" edit="event-dates" onEdit={edit}>
          {draft.possibleDates.length === 0 ? (
            <p className={styles.muted}>No dates yet</p>
          ) : (
            <ul className={styles.plainList}>
              {draft.possibleDates.map(({ date, time }) => (
                <li key={date}>
                  {shortDate(date)}, {timeChoiceLabel(time)}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Location" edit="event-location" onEdit={edit}>
          <p>{location.city ? placeLabel(location.city, location.neighborhood) : 'No place yet'}</p>
          {(location.venueDetails || location.isOnline) && (
            <p className={styles.muted}>
              {[location.venueDetails, location.isOnline && 'Online too'].filter(Boolean).join(' · ')}
            </p>
          )}
        </Section>
        <Section
          title="Event details"
          edit={details.description.trim() ? 'event-details' : 'final-details-intro'}
          onEdit={edit}
        >
          {details.description.trim() ? (
            <p>{details.description}</p>
          ) : (
            <p className={styles.muted}>Not described yet</p>
          )}
          {included.length > 0 && <p className={styles.muted}>Includes {included.join(' · ')}</p>}
          {details.dietaryOptions.length > 0 && (
            <p className={styles.muted}>
              {details.dietaryOptions.map((option) => dietaryOptionLabels[option]).join(', ')}
            </p>
          )}
          {details.whatToBring && <p className={styles.muted}>Bring: {details.whatToBring}</p>}
        </Section>
        <Section title="Pricing" edit="pricing" onEdit={edit}>
          <p className={styles.summaryLead}>{formatDollars(pricing.ticketPrice)} per person</p>
          <p className={styles.muted}>
            {refundPolicyTexts[pricing.refundPolicy].label} · {cancellationTerms[pricing.cancellationPolicy].label}{' '}
            cancellation
          </p>
        </Section>
      </div>
      <EarningsEstimate ticketPriceCents={pricing.ticketPrice} maxGroups={groupRules.maxGroups} />
      <TextField
        label="Your first name"
        autoComplete="given-name"
        value={draft.hostInfo.firstName}
        maxLength={textLimits.hostFirstName}
        hint="Shown on your format's page as its host."
        onChange={(event) =>
          dispatch(wizardActions.sectionChanged({ section: 'hostInfo', changes: { firstName: event.target.value } }))
        }
      />
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        value={accountEmail ?? draft.hostInfo.email}
        readOnly={accountEmail !== null}
        hint={
          accountEmail
            ? 'The address of your account.'
            : 'We send the next steps here, with a link to manage your format.'
        }
        onChange={(event) =>
          dispatch(wizardActions.sectionChanged({ section: 'hostInfo', changes: { email: event.target.value } }))
        }
      />
      <CheckField
        label={
          <>
            I accept the{' '}
            <a href="/terms-of-use" target="_blank" rel="noopener">
              terms of use
            </a>
          </>
        }
        checked={termsAccepted}
        onChange={(accepted) => dispatch(wizardActions.termsAnswered(accepted))}
      />
    </>
  );
}
