import { useContext } from 'react';
import { Link, useLocation } from 'react-router';
import { headerActionsOn, useCurrentBrand } from '@ember/brand';
import { ContentSnapshotContext } from '@ember/marketing/snapshot';
import { buttonClassName } from '@ember/ui';
import chrome from './chrome.module.css';
import styles from './landing.module.css';
import { Wordmark } from './wordmark';
import { useHeaderLook } from './use-header-tone';

/**
 * The landing header (spec 2 §2.2): transparent at the top and on /category/*, solid once
 * scrolled; light text over dark sections; the brand's call to action and Apply button where the
 * brand shows them (from the CMS's brand record).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const brand = useCurrentBrand();
  // A page rendered ahead says whether it opens dark, so the header reads right before any script runs.
  const opensDark = useContext(ContentSnapshotContext)?.look.opensDark ?? false;
  const { scrolled, tone } = useHeaderLook(pathname, opensDark ? 'dark' : 'light');
  const transparent = pathname.startsWith('/category/') || !scrolled;
  const { cta, apply } = headerActionsOn(brand, pathname);
  return (
    <header className={styles.siteHeader} data-transparent={transparent} data-tone={tone} data-testid="site-header">
      <div className={styles.headerInner}>
        <Link to="/" className={chrome.brandLink} aria-label={`${brand.name} home`}>
          <Wordmark name={brand.name} />
        </Link>
        <div className={styles.headerActions}>
          {cta && (
            <Link
              to={cta.to}
              className={`${buttonClassName({ variant: 'ghost', size: 'small' })} ${styles.headerLink}`}
              data-testid="header-cta"
            >
              {cta.label}
            </Link>
          )}
          {apply && (
            <Link
              to={apply.to}
              className={buttonClassName({ variant: tone === 'dark' ? 'inverse' : 'primary', size: 'small' })}
              data-testid="apply-button"
            >
              {apply.label}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
