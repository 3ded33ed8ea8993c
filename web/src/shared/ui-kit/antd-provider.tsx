import { ConfigProvider, theme } from 'antd';
import './internal/antd.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useUiStore } from '@/shared/stores/ui-store';
import { AntdPresent } from './antd-scope';
import { ALERT_ICONS, CLEAR_ICON, CLOSE_ICON, SELECT_ARROW } from './decorative-icons';
import { applyDateLocale } from './internal/antd-locale';
import { appTheme } from './internal/theme';

/**
 * antd follows the interface language and the chosen theme. Only what is drawn in antd loads it:
 * each signed-in page built with it (lazyPage wraps it), the signed-out pages built with it
 * (signed-out-routes.tsx), and a drawer, dialog or lazy part placed in a plain page (inAntdScope,
 * antd-scope.tsx). The sign-in pages, the signed-in frame and the pages drawn first on a phone are
 * plain React.
 *
 * No antd `App` (its message, notification and modal holders would be in every signed-in
 * page): toasts are the app's own (PlainToaster, mounted for every tree in provider.tsx),
 * and a confirmation is `useConfirm()` (shared/ui-kit/confirm.tsx). The frame below sets what `App` did:
 * the theme's text colour and font for everything not drawn by an antd component.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isDark = useUiStore((s) => s.isDarkMode);
  const language = i18n.resolvedLanguage ? currentLanguage() : 'ru';
  const locale = applyDateLocale(language);
  return (
    <ConfigProvider
      locale={locale}
      theme={appTheme(isDark)}
      select={{ suffixIcon: SELECT_ARROW, clearIcon: CLEAR_ICON }}
      datePicker={{ clearIcon: CLEAR_ICON }}
      timePicker={{ clearIcon: CLEAR_ICON }}
      drawer={{ closeIcon: CLOSE_ICON }}
      modal={{ closeIcon: CLOSE_ICON }}
      alert={ALERT_ICONS}
    >
      <AntdPresent.Provider value={true}>
        <ThemedText>{children}</ThemedText>
      </AntdPresent.Provider>
    </ConfigProvider>
  );
}

function ThemedText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        // No box of its own: the provider wraps a page, or a drawer or dialog placed in a plain one.
        display: 'contents',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
