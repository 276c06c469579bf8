/** The brand's name beside the flame mark. */
export function Wordmark({ name }: { name: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill="var(--color-primary)" />
        <path
          d="M33 12c2 8-6 12-6 20a8 8 0 0 0 16 0c0-3-1-5-3-7 0 4-2 6-4 6 3-7-1-15-3-19Z"
          fill="var(--color-on-primary)"
        />
        <circle cx="32" cy="44" r="9" fill="none" stroke="var(--color-on-primary)" strokeWidth="3" />
      </svg>
      <span>{name}</span>
    </span>
  );
}
