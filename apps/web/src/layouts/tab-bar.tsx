import { NavLink } from 'react-router';
import styles from './member.module.css';

const tabs = [
  {
    to: '/home',
    label: 'Discover',
    icon: 'M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19Zm3.9 5.6-2.1 5.7-5.7 2.1 2.1-5.7 5.7-2.1Z',
  },
  {
    to: '/vibe-check',
    label: 'Vibe Check',
    icon: 'M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z',
  },
  {
    to: '/me',
    label: 'Profile',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8.5c.8-3.5 3.8-5.5 7.5-5.5s6.7 2 7.5 5.5',
  },
] as const;

/** Spec 2 §2.1: Discover, Vibe Check and Profile; the active tab is highlighted (and announced as current). */
export function TabBar() {
  return (
    <nav className={styles.tabBar} aria-label="Main">
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className={styles.tab}>
              <span className={styles.tabIcon}>
                <svg
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={tab.icon} />
                </svg>
              </span>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
