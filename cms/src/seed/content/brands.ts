import type { RequiredDataFromCollectionSlug } from 'payload';

import type { Refs } from '../upsert';

type BrandSeed = RequiredDataFromCollectionSlug<'brands'>;

const legalLinks = [
  { label: 'privacy policy', href: '/privacy-policy' },
  { label: 'terms of use', href: '/terms-of-use' },
];

/** The three brands (spec 2 §1, §2.2); host names are local defaults, edited per deployment. */
export function brands(refs: Refs): BrandSeed[] {
  return [
    {
      key: 'programs',
      name: 'Ember',
      isDefault: true,
      hostNames: [{ hostName: 'localhost' }, { hostName: '127.0.0.1' }, { hostName: 'ember.localhost' }],
      defaultTheme: refs.id('themes', 'slate-burgundy-plum'),
      landingVariant: 'programs',
      landing: { relationTo: 'pages', value: refs.id('pages', 'home') },
      headerCta: { label: 'sign in', href: '/login', newTab: false },
      applyLink: { label: 'apply', href: '/start', newTab: false },
      hideApplyOn: [{ path: '/create-event' }, { path: '/complete-profile' }],
      footerLinks: [
        { label: 'programs', href: '/programs' },
        { label: 'about', href: '/about' },
        { label: 'faq', href: '/faq' },
        ...legalLinks,
      ],
      copyrightYear: 2025,
    },
    {
      key: 'social',
      name: 'Ember Social',
      isDefault: false,
      hostNames: [{ hostName: 'social.localhost' }, { hostName: 'social.ember.localhost' }],
      defaultTheme: refs.id('themes', 'slate-burgundy-plum'),
      landingVariant: 'general',
      landing: { relationTo: 'pages', value: refs.id('pages', 'general') },
      headerCta: { label: 'get your invite', href: '/start', newTab: false },
      applyLink: { label: 'apply', href: '/start', newTab: false },
      hideApplyOn: [],
      footerLinks: legalLinks,
      copyrightYear: 2025,
    },
    {
      key: 'coffee',
      name: 'Ember Coffee',
      isDefault: false,
      hostNames: [{ hostName: 'coffee.localhost' }, { hostName: 'coffee.ember.localhost' }],
      defaultTheme: refs.id('themes', 'warm-coffee'),
      landingVariant: 'coffee',
      landing: { relationTo: 'campaigns', value: refs.id('campaigns', 'coffee') },
      headerCta: { label: 'count me in', href: '/coffee', newTab: false },
      applyLink: { label: 'apply', href: '/coffee', newTab: false },
      hideApplyOn: [],
      footerLinks: legalLinks,
      copyrightYear: 2025,
    },
  ];
}
