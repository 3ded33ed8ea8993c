// No antd here: the guest page's own small entry draws the mark too.
/** The CleanOps mark: a sparkle over a checked tile — the work is done and seen. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="cleanops-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f8cff" />
          <stop offset="1" stopColor="#13c2c2" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="44" rx="12" fill="url(#cleanops-logo-bg)" />
      <path
        d="M14 25.5l6.5 6.5L34 18.5"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M36 6.5l1.6 3.9 3.9 1.6-3.9 1.6L36 17.5l-1.6-3.9-3.9-1.6 3.9-1.6z"
        fill="#fff"
        opacity="0.95"
      />
    </svg>
  );
}
