import { BRAND } from './tokens/drawings';

/** The CleanOps mark: a sparkle over a checked tile — the work is done and seen. */
function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="cleanops-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={BRAND.blue} />
          <stop offset="1" stopColor={BRAND.teal} />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="44" rx="12" fill="url(#cleanops-logo-bg)" />
      <path
        d="M14 25.5l6.5 6.5L34 18.5"
        fill="none"
        stroke={BRAND.mark}
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M36 6.5l1.6 3.9 3.9 1.6-3.9 1.6L36 17.5l-1.6-3.9-3.9-1.6 3.9-1.6z"
        fill={BRAND.mark}
        opacity="0.95"
      />
    </svg>
  );
}

/**
 * The app's one logo: the mark and the name (or the mark alone, where a phone's header is narrow).
 * Styled inline, with no antd and no stylesheet: the guest page's small entry draws it too, and there
 * (where --kit-text is not set) the name takes the page's own text colour.
 */
export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <span role="img" aria-label="CleanOps" style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <LogoMark size={size} />
      {withName && (
        <strong
          style={{ fontSize: size * 0.6, fontWeight: 600, letterSpacing: -0.3, color: 'var(--kit-text)' }}
        >
          CleanOps
        </strong>
      )}
    </span>
  );
}
