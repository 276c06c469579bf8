import type { Theme } from '@ember/ui';

// The themes a first visit wears before the CMS answers: the default and the brands' defaults. The
// CMS seed's colours, already made readable (readableTheme), so the first paint needs no colour
// work; a test keeps them equal to the built-in catalogue's. Route-forced themes come with the
// catalogue or the CMS, a moment later on a first visit.

export const slateBurgundyPlum: Theme = {
  id: 'slate-burgundy-plum',
  name: 'Slate, burgundy and plum',
  description: 'The default: cool slate with a deep burgundy accent and plum highlights.',
  primary: '#3e4a59',
  primaryLight: '#6B7A8F',
  primaryDark: '#252E38',
  accent: '#7A2E3F',
  accentLight: '#A8566A',
  accentDark: '#4F1C28',
  dark: '#1C2128',
  text: '#2a2f36',
  muted: '#606872',
  lightGray: '#E4E7EB',
  offWhite: '#F7F5F3',
  bgPrimary: '#FFFFFF',
  bgSecondary: '#F7F5F3',
  bgTertiary: '#EEE9F0',
};

export const warmCoffee: Theme = {
  id: 'warm-coffee',
  name: 'Warm coffee',
  description: 'Espresso browns and crema on a cream background; used for the talk in a bar.',
  primary: '#6f4e37',
  primaryLight: '#A47551',
  primaryDark: '#4A3324',
  accent: '#C8A27A',
  accentLight: '#E3CBAE',
  accentDark: '#9C7A55',
  dark: '#2B1D14',
  text: '#3b2a1e',
  muted: '#736154',
  lightGray: '#E9E1D8',
  offWhite: '#FBF7F2',
  bgPrimary: '#FFFFFF',
  bgSecondary: '#F8F1E9',
  bgTertiary: '#EFE3D5',
};

export const firstPaintThemes: readonly Theme[] = [slateBurgundyPlum, warmCoffee];
