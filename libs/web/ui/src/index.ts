/**
 * Ember's design system: theme tokens as CSS variables, base styles (import
 * `@ember/ui/styles.css` once), buttons, fields, alerts, loading states, the modal, the sub-page
 * frame and choice chips; `money` for amounts.
 */
export {
  type Theme,
  type ThemeColour,
  applyTheme,
  contrastRatio,
  cssVariableOf,
  isDarkTheme,
  readableOn,
  themeColours,
  themeVariables,
} from './theme/theme';
export {
  Button,
  type ButtonProps,
  type ButtonLook,
  type ButtonVariant,
  buttonClassName,
  iconButtonClassName,
} from './components/button';
export { TextField, type TextFieldProps } from './components/text-field';
export { Alert, type AlertProps } from './components/alert';
export { useWaitCountdown } from './components/wait-countdown';
export { LoadingState } from './components/spinner';
export { Modal, type ModalProps, type ModalPrimaryAction } from './components/modal';
export {
  ReportMemberDialog,
  type ReportMemberDialogProps,
  type ReportReason,
  reportReasonLabels,
} from './components/report-member-dialog';
export { ChoiceChips, type ChoiceChipsProps, chipClassName, chipListClassName } from './components/choice-chips';
export { MemberPhoto, type MemberPhotoProps, initials } from './components/member-photo';
export { DemoBadge } from './components/demo-badge';
export { SubPage, type SubPageProps } from './components/sub-page';
export { CelebrateButton, allSetText } from './components/celebrate-button';
export { Confetti, confettiParticles } from './components/confetti';
export { VideoPlayerCard, type VideoPlayerCardProps } from './components/video-player-card';
export { DiscoverabilityChecklist } from './components/discoverability-checklist';
export { CodeInput, type CodeInputProps } from './components/code-input';
export { VerificationHelp } from './components/verification-help';
export { supportEmail } from './support-email';
export { InterestCard } from './components/interest-card';
export { InterestChips } from './components/interest-chips';
export { chipsToShow, visibleChipCount } from './components/interest-chips.model';
export { useModalDialog } from './hooks/use-modal-dialog';
export { setSiteName, usePageTitle } from './hooks/use-page-title';
export { money } from './format/money';
