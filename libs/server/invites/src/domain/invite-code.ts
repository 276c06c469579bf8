/** Letters and digits that cannot be mistaken for each other when read aloud or copied by hand. */
export const codeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const codeSuffixLength = 4;
const maxNameLength = 10;

/** The first name as the readable half of a code: 'Zoë-Anne' → 'ZOEANNE'; 'MEMBER' when no letter is left. */
export function namePart(firstName: string): string {
  const letters = firstName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, maxNameLength);
  return letters || 'MEMBER';
}

/** 'Ada', '7K3Q' → 'ADA-7K3Q'. */
export function inviteCodeFor(firstName: string, suffix: string): string {
  return `${namePart(firstName)}-${suffix}`;
}

/** Codes are compared without regard to case or surrounding spaces. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}
