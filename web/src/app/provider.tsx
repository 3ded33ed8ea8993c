import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CACHE_MAX_AGE, queryClient, queryPersister } from '@/shared/api/query-client';
import { applyDateLocale } from '@/shared/i18n/antd-locale';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useUiStore } from '@/shared/stores/ui-store';
import { FullPageSpinner } from '@/shared/ui/full-page-spinner';
import { ToastBridge } from '@/shared/ui/toast-bridge';
import { appTheme } from './theme';

/** antd follows the interface language and the chosen theme. */
function ThemedApp({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isDark = useUiStore((s) => s.isDarkMode);
  const language = i18n.resolvedLanguage ? currentLanguage() : 'ru';
  const locale = applyDateLocale(language);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  }, [language, isDark]);
  return (
    <ConfigProvider locale={locale} theme={appTheme(isDark)}>
      <AntApp>
        <ToastBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, maxAge: CACHE_MAX_AGE, buster: 'cleanops-1' }}
    >
      <Suspense fallback={<FullPageSpinner />}>
        <ThemedApp>
          <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
        </ThemedApp>
      </Suspense>
    </PersistQueryClientProvider>
  );
}
