import { Suspense, lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { themeIdForPath, useChosenThemeId, useCurrentBrand } from '@ember/brand';
import styles from './landing.module.css';
import { Wordmark } from './wordmark';

const ThemePickerDialog = lazy(() =>
  import('@ember/brand/theme-picker').then((module) => ({ default: module.ThemePickerDialog })),
);

/** Spec 2 §2.2: the brand's footer links (legal pages on every brand), copyright 2025. */
export function SiteFooter() {
  const brand = useCurrentBrand();
  const { pathname } = useLocation();
  const chosen = useChosenThemeId();
  const { forced } = themeIdForPath(pathname, chosen);
  const [picking, setPicking] = useState(false);
  return (
    <footer className={styles.siteFooter}>
      <div className={styles.footerInner}>
        <Wordmark name={brand.name} />
        <nav aria-label="Footer">
          <ul className={styles.footerLinks}>
            {brand.footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className={styles.footerButton} onClick={() => setPicking(true)}>
                choose your colors
              </button>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {brand.copyrightYear} {brand.name}
        </p>
      </div>
      {picking && (
        <Suspense fallback={null}>
          <ThemePickerDialog open onClose={() => setPicking(false)} chosenId={chosen} forced={forced} />
        </Suspense>
      )}
    </footer>
  );
}
