import { type CustomFlagImage, defaultCountries, parseCountry } from 'react-international-phone';
import { FLAG } from '../tokens/drawings';

/**
 * The phone input would load flags from a public CDN, which the Content-Security-Policy blocks
 * (DECISIONS.md §3) and which leaks visits. Real flags for the preferred countries, a neutral
 * badge with the ISO code for the rest: no network at all.
 */
const DRAWN: Record<string, string> = {
  kz: `<rect width="60" height="40" fill="${FLAG.kzSky}"/><circle cx="32" cy="18" r="6" fill="${FLAG.kzGold}"/><path d="M20 28c4-2 8-2 12 0 4-2 8-2 12 0-4 0-8 1-12 3-4-2-8-3-12-3z" fill="${FLAG.kzGold}"/><path d="M4 0v40" stroke="${FLAG.kzGold}" stroke-width="3" stroke-dasharray="3 2"/>`,
  ru: `<rect width="60" height="40" fill="${FLAG.ruWhite}"/><rect y="13.3" width="60" height="13.4" fill="${FLAG.ruBlue}"/><rect y="26.7" width="60" height="13.3" fill="${FLAG.ruRed}"/>`,
  es: `<rect width="60" height="40" fill="${FLAG.esRed}"/><rect y="10" width="60" height="20" fill="${FLAG.esGold}"/>`,
};

function badge(iso2: string): string {
  return `<rect width="60" height="40" rx="4" fill="${FLAG.badge}"/><text x="30" y="27" font-family="Arial,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${FLAG.badgeText}">${iso2.toUpperCase()}</text>`;
}

function toDataUri(body: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40">${body}</svg>`)}`;
}

export const PHONE_FLAGS: CustomFlagImage[] = defaultCountries.map((country) => {
  const { iso2 } = parseCountry(country);
  return { iso2, src: toDataUri(DRAWN[iso2] ?? badge(iso2)) };
});
