import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { useWaitCountdown } from './wait-countdown';

export interface AlertProps {
  tone?: 'error' | 'info';
  id?: string;
  children: ReactNode;
}

/** A text message; a rate limit's 'Please wait 4 seconds' in it counts down live. */
function AlertText({ text }: { text: string }) {
  return <>{useWaitCountdown(text)}</>;
}

/** A message announced by screen readers when it appears: errors assertively, information politely. */
export function Alert({ tone = 'error', id, children }: AlertProps) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      <svg className={styles.icon} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
        {tone === 'error' ? (
          <path d="M10 1.667a8.333 8.333 0 1 0 0 16.666 8.333 8.333 0 0 0 0-16.666Zm.833 12.5H9.167V12.5h1.666v1.667Zm0-3.334H9.167v-5h1.666v5Z" />
        ) : (
          <path d="M10 1.667a8.333 8.333 0 1 0 0 16.666 8.333 8.333 0 0 0 0-16.666Zm.833 12.5H9.167v-5h1.666v5Zm0-6.667H9.167V5.833h1.666V7.5Z" />
        )}
      </svg>
      <div>{typeof children === 'string' ? <AlertText key={children} text={children} /> : children}</div>
    </div>
  );
}
