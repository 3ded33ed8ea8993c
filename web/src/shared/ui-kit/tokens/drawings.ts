/**
 * The colours of the app's drawings: the brand mark and the flags. They are pictures, the same in both
 * themes, so they are not theme tokens; they live beside them (tokens/) so that every colour of the app
 * is written in this folder and nowhere else.
 */

/** The brand mark's colours (ui-kit/logo.tsx, public/images/logo.svg). */
export const BRAND = { blue: '#2f8cff', teal: '#13c2c2', mark: '#ffffff' } as const;

/** The flags the region and phone pickers draw, in their own colours in both themes. */
export const FLAG = {
  kzSky: '#00afca',
  kzGold: '#fec50c',
  ruWhite: '#ffffff',
  ruBlue: '#0039a6',
  ruRed: '#d52b1e',
  esRed: '#aa151b',
  esGold: '#f1bf00',
  // A country without a drawn flag: its ISO code on a grey badge (5.4:1).
  badge: '#e6ebf1',
  badgeText: '#51606f',
} as const;
