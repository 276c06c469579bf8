import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

/** `link`: reads as a link, for a lesser action beside a form (use a different email, another example). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The button look as a class list, for links that should look like buttons. */
export function buttonClassName({ variant = 'primary', size = 'medium', block = false }: ButtonLook = {}): string {
  return [
    styles.button,
    styles[variant],
    size === 'large' ? styles.large : size === 'small' ? styles.small : '',
    block ? styles.block : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A round, tap-sized button holding an icon; what it does goes in its aria-label. */
export const iconButtonClassName = styles.icon;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and keeps the button from being pressed again while work is under way. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
