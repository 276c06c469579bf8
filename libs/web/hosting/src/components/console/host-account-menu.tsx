import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { initials } from '@ember/ui';
import { useHostIdentity } from '../../hooks/use-host-identity';
import styles from './console.module.css';

export interface HostAccountMenuProps {
  onSignOut: () => void;
  signingOut?: boolean;
}

/**
 * The host's account menu (spec 3 §2.11): their name, and their profile, settings and sign-out
 * behind a button. Escape and a click elsewhere close it; focus returns to the button.
 */
export function HostAccountMenu({ onSignOut, signingOut = false }: HostAccountMenuProps) {
  const { name, email } = useHostIdentity();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div className={styles.account} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.accountButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials(name || '?')}
        </span>
        <span className={styles.accountName}>{name || 'Your account'}</span>
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="m5 7.5 5 5 5-5" />
        </svg>
      </button>
      <div id={menuId} className={styles.accountMenu} hidden={!open}>
        {email && (
          <p className={styles.accountEmail}>
            Signed in as <strong>{email}</strong>
          </p>
        )}
        <ul className={styles.accountLinks}>
          <li>
            <Link to="/host/profile" onClick={() => setOpen(false)}>
              Host profile
            </Link>
          </li>
          <li>
            <Link to="/host/settings" onClick={() => setOpen(false)}>
              Settings
            </Link>
          </li>
          <li>
            <button type="button" onClick={onSignOut} disabled={signingOut}>
              {signingOut ? 'Signing out…' : 'Sign out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
