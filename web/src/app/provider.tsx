import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CACHE_MAX_AGE, queryClient, queryPersister } from '@/shared/api/query-client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useUiStore } from '@/shared/stores/ui-store';
import { CenteredSpinner } from '@/shared/ui-kit/spinner';
import { PlainToaster } from '@/shared/ui-kit/toaster';

/** The page follows the interface language and the chosen theme (antd's too: antd-provider.tsx). */
function DocumentSettings() {
  const { i18n } = useTranslation();
  const isDark = useUiStore((s) => s.isDarkMode);
  const language = i18n.resolvedLanguage ? currentLanguage() : 'ru';
  useEffect(() => {
    document.documentElement.lang = language;
    applyTheme(isDark);
  }, [language, isDark]);
  return null;
}

/** The plain pages' colours (shared/ui-kit/plain.css) follow data-theme; main.tsx sets it before paint. */
export function applyTheme(isDark: boolean): void {
  const root = document.documentElement;
  root.dataset.theme = isDark ? 'dark' : 'light';
  root.style.colorScheme = isDark ? 'dark' : 'light';
}

/**
 * No antd here: the sign-in pages are plain React; the signed-in tree and the signed-out
 * pages that use antd bring its provider with their code (antd-provider.tsx).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, maxAge: CACHE_MAX_AGE, buster: 'cleanops-1' }}
    >
      <PlainToaster />
      <Suspense fallback={<CenteredSpinner />}>
        <DocumentSettings />
        {children}
      </Suspense>
    </PersistQueryClientProvider>
  );
}
