import type { TLanguage } from '@cleanops/contracts';
import { createContext, useContext } from 'react';
import type { Translate } from './translate';

export interface GuestI18n {
  t: Translate;
  lng: TLanguage;
}

export const GuestI18nContext = createContext<GuestI18n | null>(null);

export function useGuestI18n(): GuestI18n {
  const value = useContext(GuestI18nContext);
  if (!value) throw new Error('useGuestI18n outside GuestI18nContext');
  return value;
}
