import type { TLanguage } from '@cleanops/contracts/rules';
import { createContext, useContext } from 'react';

/** The page's texts (the `problems` namespace), looked up without i18next, as the guest page does. */
export type ContractorTranslate = (key: string, values?: Record<string, string | number>) => string;

export const ContractorTranslateContext = createContext<{ t: ContractorTranslate; lng: TLanguage } | null>(
  null,
);

export function useContractorTranslate() {
  const value = useContext(ContractorTranslateContext);
  if (!value) throw new Error('useContractorTranslate needs ContractorTranslateContext');
  return value;
}
