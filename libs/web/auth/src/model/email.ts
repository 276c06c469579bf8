/** Spec 1 §5: non-space text, an at sign, text, a dot, text. */
const emailPattern = /^\S+@\S+\.\S+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}
