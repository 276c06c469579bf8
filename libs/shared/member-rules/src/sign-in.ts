/** Spec 1 §5 and §9: exactly 6 digits. */
export const codeLength = 6;

/** What a code field keeps of what was typed or pasted: digits only, at most six. */
export function sanitiseCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, codeLength);
}

export function isCompleteCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** Spec 1 §5: non-space text, an at sign, text, a dot, text. */
const emailPattern = /^\S+@\S+\.\S+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Spec 1 §2.2: where a lost session sends the person. */
export function loginPathFrom(currentPath: string): string {
  return `/login?redirectedFrom=${encodeURIComponent(currentPath)}`;
}

/** The spec's sign-in texts (spec 1 §5 and §8), verbatim. */
export const signInMessages = {
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
