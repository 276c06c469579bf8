// The spec's user-facing texts (spec 1 §5 and §8), verbatim.
export const messages = {
  sendFailed: 'Failed to send verification code. Please try again.',
  invalidCode: 'Invalid or expired code. Please try again.',
  magicLinkMissing: 'Invalid verification link. Missing required parameters.',
  magicLinkFailed: 'Invalid or expired link. Please request a new verification code.',
  verificationFailedHeading: 'Verification Failed',
  oauthMissing: 'Invalid authentication request. Missing required parameters.',
  oauthFailed: 'Authentication failed. Please try again.',
  authenticationFailedHeading: 'Authentication Failed',
  sessionExpired: "Looks like your session has taken a nap. Don't worry, we're waking it up!",
} as const;
