import type { TRegion } from '@cleanops/contracts/rules';

type ApiEnvironment = 'production' | 'stage' | 'local';

/**
 * Region → API base URL (DECISIONS.md §1). Both regions share the same origin until the Russian
 * backend is deployed separately; a build can point a region elsewhere with VITE_API_BASE_KZ/RU.
 */
const API_BASES: Record<TRegion, Record<ApiEnvironment, string>> = {
  kz: {
    production: import.meta.env.VITE_API_BASE_KZ ?? '/api',
    stage: import.meta.env.VITE_API_BASE_KZ ?? '/api',
    local: '/api',
  },
  ru: {
    production: import.meta.env.VITE_API_BASE_RU ?? '/api',
    stage: import.meta.env.VITE_API_BASE_RU ?? '/api',
    local: '/api',
  },
};

function currentEnvironment(): ApiEnvironment {
  const declared = import.meta.env.VITE_API_ENV;
  if (declared === 'production' || declared === 'stage' || declared === 'local') return declared;
  return import.meta.env.DEV ? 'local' : 'production';
}

export function apiBaseUrl(region: TRegion): string {
  return API_BASES[region][currentEnvironment()];
}

/** The country a region's phone numbers default to (react-international-phone iso2). */
export const REGION_PHONE_COUNTRY: Record<TRegion, 'kz' | 'ru'> = { kz: 'kz', ru: 'ru' };
