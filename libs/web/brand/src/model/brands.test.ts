import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCmsBrand, aCmsTheme } from '../testing/fake-cms';
import { applyTargetOn, brandForHost, brands, fromCmsBrand, headerActionsOn } from './brands';

describe('brand detection', () => {
  it.each([
    ['coffee.localhost', 'coffee'],
    ['coffee.ember.localhost', 'coffee'],
    ['social.localhost', 'social'],
    ['localhost', 'programs'],
    ['www.ember.example', 'programs'],
    ['mycoffee.localhost', 'programs'],
  ])('%s shows the %s brand', (host, brand) => {
    expect(brandForHost(host).id).toBe(brand);
  });

  it("chooses among the CMS's records by their host names, ignoring the port and case", () => {
    const records = [
      fromCmsBrand(aCmsBrand({ key: 'programs', isDefault: true, hostNames: [{ hostName: 'ember.example' }] })),
      fromCmsBrand(aCmsBrand({ key: 'coffee', hostNames: [{ hostName: 'Coffee.Example' }] })),
    ];
    expect(brandForHost('coffee.example:443', records).id).toBe('coffee');
    expect(brandForHost('anything.else', records).id).toBe('programs');
  });
});

describe('brand records from the CMS', () => {
  it('takes the name, links, hidden paths, default theme and year', () => {
    const brand = fromCmsBrand(
      aCmsBrand({
        key: 'coffee',
        name: 'Ember Coffee',
        hostNames: [{ hostName: 'coffee.localhost' }],
        defaultTheme: aCmsTheme({ themeId: 'warm-coffee' }),
        headerCta: { label: 'count me in', href: '/coffee' },
        applyLink: { label: 'apply', href: '/coffee' },
        hideApplyOn: [{ path: '/create-event/' }],
        footerLinks: [{ label: 'terms of use', href: '/terms-of-use' }],
      }),
    );
    expect(brand).toMatchObject({
      id: 'coffee',
      name: 'Ember Coffee',
      hostNames: ['coffee.localhost'],
      defaultThemeId: 'warm-coffee',
      headerCta: { label: 'count me in', to: '/coffee' },
      apply: { label: 'apply', to: '/coffee', hiddenOn: ['/create-event'] },
      footerLinks: [{ label: 'terms of use', to: '/terms-of-use' }],
      copyrightYear: 2025,
    });
  });

  it('falls back to the default theme when the CMS names none', () => {
    expect(fromCmsBrand(aCmsBrand({ key: 'social' })).defaultThemeId).toBe('slate-burgundy-plum');
  });
});

describe('header buttons', () => {
  it('sends the default brand to /login, with Apply beside it; social to /start and coffee to /coffee', () => {
    expect(headerActionsOn(brands.programs, '/')).toEqual({
      cta: { label: 'sign in', to: '/login' },
      apply: { label: 'apply', to: '/start' },
    });
    expect(headerActionsOn(brands.social, '/')).toEqual({ cta: null, apply: { label: 'apply', to: '/start' } });
    expect(headerActionsOn(brands.coffee, '/')).toEqual({ cta: null, apply: { label: 'apply', to: '/coffee' } });
  });

  it('is hidden on /create-event and /complete-profile on the default brand only', () => {
    expect(applyTargetOn(brands.programs, '/create-event')).toBeNull();
    expect(headerActionsOn(brands.programs, '/complete-profile/')).toEqual({ cta: null, apply: null });
    expect(applyTargetOn(brands.social, '/create-event')).not.toBeNull();
  });

  it('links every brand footer to the legal pages and the default brand to programs, about and faq', () => {
    for (const brand of Object.values(brands)) {
      expect(brand.footerLinks.map((link) => link.to)).toEqual(
        expect.arrayContaining(['/privacy-policy', '/terms-of-use']),
      );
    }
    expect(brands.programs.footerLinks.map((link) => link.to)).toEqual(
      expect.arrayContaining(['/programs', '/about', '/faq']),
    );
    expect(brands.coffee.footerLinks.map((link) => link.to)).not.toContain('/programs');
  });
});

describe('the current brand', () => {
  beforeEach(() => vi.resetModules());

  async function freshModules() {
    const fake = await import('@ember/content/testing');
    const current = await import('./current-brand');
    return { ...fake, ...current };
  }

  it('is the built-in record until the CMS answers, then the CMS record, and listeners are told', async () => {
    const { serveFakeCms, currentBrand, refreshBrand, subscribeToBrand } = await freshModules();
    serveFakeCms({
      collections: {
        brands: [
          aCmsBrand({
            key: 'programs',
            name: 'Ember Programs',
            isDefault: true,
            hostNames: [{ hostName: 'localhost' }],
          }),
        ],
      },
    });
    expect(currentBrand().name).toBe('Ember');
    const listener = vi.fn();
    subscribeToBrand(listener);
    await refreshBrand();
    expect(currentBrand().name).toBe('Ember Programs');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays on the built-in record when the CMS cannot be reached', async () => {
    const { serveFakeCms, currentBrand, refreshBrand } = await freshModules();
    serveFakeCms({ down: true });
    await refreshBrand();
    expect(currentBrand()).toMatchObject({ id: 'programs', name: 'Ember' });
  });
});
