import { type OAuthProvider, providerLoginUrl, useListProvidersQuery } from '@ember/api-client';
import { buttonClassName } from '@ember/ui';
import styles from './auth.module.css';

const labels: Record<OAuthProvider, string> = { google: 'Continue with Google', microsoft: 'Continue with Microsoft' };

function ProviderIcon({ provider }: { provider: OAuthProvider }) {
  return provider === 'google' ? (
    <svg className={styles.providerIcon} viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.5 12.27c0-.79-.07-1.54-.2-2.27H12v4.29h5.9a5.05 5.05 0 0 1-2.19 3.31v2.75h3.54c2.08-1.91 3.25-4.73 3.25-8.08Z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.54-2.75c-.98.66-2.24 1.05-3.74 1.05-2.87 0-5.3-1.94-6.17-4.54H2.18v2.84A11 11 0 0 0 12 23Z"
      />
      <path
        fill="#FBBC05"
        d="M5.83 14.1A6.6 6.6 0 0 1 5.48 12c0-.73.13-1.44.35-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.94l3.65-2.84Z"
      />
      <path
        fill="#EA4335"
        d="M12 5.36c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.96 10.96 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.65 2.84C6.7 7.3 9.13 5.36 12 5.36Z"
      />
    </svg>
  ) : (
    <svg className={styles.providerIcon} viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#F25022" d="M2 2h9.5v9.5H2z" />
      <path fill="#7FBA00" d="M12.5 2H22v9.5h-9.5z" />
      <path fill="#00A4EF" d="M2 12.5h9.5V22H2z" />
      <path fill="#FFB900" d="M12.5 12.5H22V22h-9.5z" />
    </svg>
  );
}

/**
 * Google and Microsoft sign-in: a browser redirect to the api, which sends the person on to the
 * provider and back to /login/callback/{provider} on this brand's site.
 */
export function ProviderButtons() {
  const { data } = useListProvidersQuery();
  const enabled = new Set(data?.providers.filter((provider) => provider.enabled).map((provider) => provider.id));
  const unavailable = data !== undefined && enabled.size === 0;
  return (
    <div className={styles.providers}>
      {(['google', 'microsoft'] as const).map((provider) =>
        data === undefined || enabled.has(provider) ? (
          <a
            key={provider}
            className={buttonClassName({ variant: 'secondary', size: 'large', block: true })}
            href={providerLoginUrl(provider, { origin: window.location.origin })}
          >
            <ProviderIcon provider={provider} />
            {labels[provider]}
          </a>
        ) : (
          <button
            key={provider}
            type="button"
            className={buttonClassName({ variant: 'secondary', size: 'large', block: true })}
            disabled
          >
            <ProviderIcon provider={provider} />
            {labels[provider]}
          </button>
        ),
      )}
      {unavailable && (
        <p className={styles.providerNote}>Google and Microsoft sign-in are not set up on this server yet.</p>
      )}
    </div>
  );
}
