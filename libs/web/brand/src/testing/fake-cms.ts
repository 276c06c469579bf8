import type { Brand as CmsBrand, Theme as CmsTheme } from '@ember/content';

/** A CMS theme document with the given colours (the rest borrowed from a light palette). */
export function aCmsTheme(overrides: Partial<CmsTheme> & Pick<CmsTheme, 'themeId'>): CmsTheme {
  return {
    id: Math.floor(Math.random() * 1e6),
    name: overrides.themeId,
    group: 'warm',
    primary: '#6f4e37',
    primaryLight: '#a47551',
    primaryDark: '#4a3324',
    accent: '#c8a27a',
    accentLight: '#e3cbae',
    accentDark: '#9c7a55',
    dark: '#2b1d14',
    text: '#3b2a1e',
    muted: '#7d6b5d',
    lightGray: '#e9e1d8',
    offWhite: '#fbf7f2',
    bgPrimary: '#ffffff',
    bgSecondary: '#f8f1e9',
    bgTertiary: '#efe3d5',
    updatedAt: '',
    createdAt: '',
    ...overrides,
  };
}

export function aCmsBrand(overrides: Partial<CmsBrand> & Pick<CmsBrand, 'key'>): CmsBrand {
  return {
    id: 1,
    name: 'Ember',
    isDefault: false,
    hostNames: [],
    landingVariant: 'programs',
    landing: { relationTo: 'pages', value: 1 },
    headerCta: { label: 'sign in', href: '/login' },
    applyLink: { label: 'apply', href: '/start' },
    copyrightYear: 2025,
    updatedAt: '',
    createdAt: '',
    ...overrides,
  };
}
