import type { Brand as CmsBrand } from '@ember/content';
import { defaultThemeId } from './default-theme';

/** The three brands (spec 1 §1, spec 2 §2.2); records come from the CMS, with these built in. */
export type BrandId = 'programs' | 'social' | 'coffee';

export interface BrandLink {
  label: string;
  to: string;
  newTab?: boolean;
}

export interface Brand {
  id: BrandId;
  name: string;
  /** Shown when the host name matches no brand. */
  isDefault: boolean;
  /** Host names (without port) that choose the brand. */
  hostNames: readonly string[];
  /** The theme visitors see until they pick one. */
  defaultThemeId: string;
  /** The header's call to action (spec 2 §2.2): /login on the default brand. */
  headerCta: BrandLink;
  /** The Apply button on landing routes, and the paths where the header's buttons are hidden. */
  apply: BrandLink & { hiddenOn: readonly string[] };
  footerLinks: readonly BrandLink[];
  copyrightYear: number;
}

const legalLinks: readonly BrandLink[] = [
  { label: 'privacy policy', to: '/privacy-policy' },
  { label: 'terms of use', to: '/terms-of-use' },
];

/**
 * Built in for a first visit while the CMS cannot be reached (and for the first paint before it
 * answers): the same records the CMS is seeded with.
 */
export const brands: Record<BrandId, Brand> = {
  programs: {
    id: 'programs',
    name: 'Ember',
    isDefault: true,
    hostNames: ['localhost', '127.0.0.1', 'ember.localhost'],
    defaultThemeId,
    headerCta: { label: 'sign in', to: '/login' },
    apply: { label: 'apply', to: '/start', hiddenOn: ['/create-event', '/complete-profile'] },
    footerLinks: [
      { label: 'programs', to: '/programs' },
      { label: 'about', to: '/about' },
      { label: 'faq', to: '/faq' },
      ...legalLinks,
    ],
    copyrightYear: 2025,
  },
  social: {
    id: 'social',
    name: 'Ember Social',
    isDefault: false,
    hostNames: ['social.localhost', 'social.ember.localhost'],
    defaultThemeId,
    headerCta: { label: 'get your invite', to: '/start' },
    apply: { label: 'apply', to: '/start', hiddenOn: [] },
    footerLinks: legalLinks,
    copyrightYear: 2025,
  },
  coffee: {
    id: 'coffee',
    name: 'Ember Coffee',
    isDefault: false,
    hostNames: ['coffee.localhost', 'coffee.ember.localhost'],
    defaultThemeId: 'warm-coffee',
    headerCta: { label: 'count me in', to: '/coffee' },
    apply: { label: 'apply', to: '/coffee', hiddenOn: [] },
    footerLinks: legalLinks,
    copyrightYear: 2025,
  },
};

function link(value: { label: string; href: string; newTab?: boolean | null }): BrandLink {
  return value.newTab ? { label: value.label, to: value.href, newTab: true } : { label: value.label, to: value.href };
}

/** A brand record as the CMS gives it (brands at depth ≥ 1, so the default theme is populated). */
export function fromCmsBrand(doc: CmsBrand): Brand {
  const theme = doc.defaultTheme;
  return {
    id: doc.key,
    name: doc.name,
    isDefault: Boolean(doc.isDefault),
    hostNames: doc.hostNames.map((entry) => entry.hostName.toLowerCase()),
    defaultThemeId: theme && typeof theme === 'object' ? theme.themeId : defaultThemeId,
    headerCta: link(doc.headerCta),
    apply: { ...link(doc.applyLink), hiddenOn: (doc.hideApplyOn ?? []).map((entry) => normalisePath(entry.path)) },
    footerLinks: (doc.footerLinks ?? []).map((entry) => link(entry)),
    copyrightYear: doc.copyrightYear,
  };
}

/**
 * Spec 2 §4: the brand whose host names include this one (port ignored), else the default brand.
 */
export function brandForHost(
  hostname: string,
  catalogue: Readonly<Record<BrandId, Brand>> | readonly Brand[] = brands,
): Brand {
  const list = Array.isArray(catalogue) ? catalogue : Object.values(catalogue);
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  return (
    list.find((brand) => brand.hostNames.includes(host)) ??
    list.find((brand) => brand.isDefault) ??
    list[0] ??
    brands.programs
  );
}

/** The Apply button's target on this path, or null where the brand hides it. */
export function applyTargetOn(brand: Brand, pathname: string): BrandLink | null {
  return brand.apply.hiddenOn.includes(normalisePath(pathname))
    ? null
    : { label: brand.apply.label, to: brand.apply.to };
}

/**
 * The header's buttons on this path (spec 2 §2.2): the call to action and, where it goes elsewhere,
 * the Apply button; none where the brand hides them.
 */
export function headerActionsOn(brand: Brand, pathname: string): { cta: BrandLink | null; apply: BrandLink | null } {
  const apply = applyTargetOn(brand, pathname);
  if (!apply) return { cta: null, apply: null };
  return { cta: brand.headerCta.to === apply.to ? null : brand.headerCta, apply };
}

export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
