/** Spec 1 §5 and §9: exactly 6 digits. */
export const codeLength = 6;

/** What a code field keeps of what was typed or pasted: digits only, at most six. */
export function sanitiseCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, codeLength);
}

export function isCompleteCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}
