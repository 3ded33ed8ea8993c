import type { TRegion } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { FLAG } from './tokens/drawings';

function KazakhstanFlag() {
  const rays = Array.from({ length: 16 }, (_, i) => i * 22.5);
  return (
    <>
      <rect width="60" height="30" fill={FLAG.kzSky} />
      <path d="M3 0v30" stroke={FLAG.kzGold} strokeWidth="2.4" strokeDasharray="2.4 1.4" />
      <g transform="translate(32 13)" fill={FLAG.kzGold}>
        <circle r="4.2" />
        {rays.map((deg) => (
          <path key={deg} d="M-0.7 -5.6L0 -7.6 0.7 -5.6z" transform={`rotate(${deg})`} />
        ))}
        <path d="M-10 9c4-1.6 7-1.6 10 0 3-1.6 6-1.6 10 0-3.4-.2-6.6.6-10 2.2-3.4-1.6-6.6-2.4-10-2.2z" />
      </g>
    </>
  );
}

function RussiaFlag() {
  return (
    <>
      <rect width="60" height="10" fill={FLAG.ruWhite} />
      <rect y="10" width="60" height="10" fill={FLAG.ruBlue} />
      <rect y="20" width="60" height="10" fill={FLAG.ruRed} />
    </>
  );
}

/** Inline flags: no emoji (they do not render on Windows) and no network request. */
export function RegionFlag({ region, height = 18 }: { region: TRegion; height?: number }) {
  const { t } = useTranslation('common');
  return (
    <svg
      viewBox="0 0 60 30"
      width={height * 2}
      height={height}
      role="img"
      aria-label={t(`region.${region}`)}
      style={{ borderRadius: 3, boxShadow: '0 0 0 1px var(--kit-flag-edge)', flexShrink: 0 }}
    >
      <title>{t(`region.${region}`)}</title>
      {region === 'kz' ? <KazakhstanFlag /> : <RussiaFlag />}
    </svg>
  );
}
