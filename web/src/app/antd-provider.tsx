import { App as AntApp, ConfigProvider } from 'antd';
import 'antd/dist/antd.css';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDateLocale } from '@/shared/i18n/antd-locale';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useUiStore } from '@/shared/stores/ui-store';
import { ToastBridge } from '@/shared/ui/toast-bridge';
import { appTheme } from './theme';

/**
 * antd follows the interface language and the chosen theme. Only the trees that use antd load it
 * (issue 13): the signed-in tree (router.tsx) and the signed-out pages built with it
 * (signed-out-routes.tsx); the sign-in pages are plain React.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isDark = useUiStore((s) => s.isDarkMode);
  const language = i18n.resolvedLanguage ? currentLanguage() : 'ru';
  const locale = applyDateLocale(language);
  return (
    <ConfigProvider locale={locale} theme={appTheme(isDark)}>
      <AntApp>
        <ToastBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** A page drawn with antd, inside antd's provider. */
export function withAntd<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function WithAntd(props: P) {
    return (
      <AntdProvider>
        <Page {...props} />
      </AntdProvider>
    );
  };
}
