/**
 * Interests (spec 1 §2.5-2.6, §5): the /interests page, the two-step interest modal with
 * hold-to-remove, the add dialog, the cards and chips the profile shows. The AI suggestions modal
 * is its own entry (`@ember/interests/ai-suggestions`) so its YAML reader loads only when opened.
 */
export { InterestsPage, incompleteWarning } from './routes/interests-page';
export { InterestModal, type EditableInterest, type InterestModalProps } from './components/interest-modal';
export { HoldToRemoveButton } from './components/hold-to-remove-button';
export { AddInterestDialog } from './components/add-interest-dialog';
export { InterestTextField } from './components/interest-text-field';
export { holdDurationMs, holdTickMs, useHoldToConfirm } from './hooks/use-hold-to-confirm';
