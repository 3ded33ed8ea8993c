import { type ThemeConfig, theme } from 'antd';
import { type TokenName, tokenValue } from '../tokens/theme-tokens';

/*
 * antd's theme, read from the kit's tokens (theme-tokens.ts) so antd's widgets and the kit's own
 * components draw the same colours. Every text meets WCAG 2.2 AA, 4.5:1 (checked by axe in
 * e2e/accessibility-and-layout.spec.ts); antd's defaults do not (grey secondary text and
 * placeholders, lighter links, and in the dark theme a primary blue too dark as text).
 */
function themeFor(mode: 'light' | 'dark'): ThemeConfig {
  const t = (name: TokenName) => tokenValue(name, mode);
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: t('primary'),
      borderRadius: Number.parseInt(t('radius'), 10),
      fontFamily: t('font'),
      colorLink: t('link'),
      colorInfo: t('info'),
      colorTextTertiary: t('text-secondary'),
      colorTextDescription: t('text-secondary'),
      colorTextPlaceholder: t('placeholder'),
      colorError: t('error'),
      colorErrorText: t('error'),
      colorSuccessText: t('success-text'),
      colorWarningText: t('warning-text'),
      // antd derives the light theme's hover and active blues from the primary; the dark theme's
      // are lighter, to read as text on the dark page.
      ...(mode === 'dark' && {
        colorLinkHover: t('link-hover'),
        colorLinkActive: t('link-active'),
        colorPrimaryText: t('link'),
      }),
    },
    components: {
      Layout: { headerBg: t('bg'), siderBg: t('bg'), bodyBg: t('layout-bg') },
      // In the dark theme link and text buttons write in these and solid ones fill with them, so their
      // label turns dark; the light theme keeps antd's own.
      Button:
        mode === 'light'
          ? {}
          : {
              colorPrimary: t('button-primary'),
              colorPrimaryHover: t('button-primary-hover'),
              colorPrimaryActive: t('link-active'),
              primaryColor: t('on-button-primary'),
              colorError: t('error'),
              colorErrorHover: t('error-hover'),
              colorErrorActive: t('error-active'),
              dangerColor: t('on-danger'),
            },
      Pagination: { colorPrimary: t('link'), colorPrimaryHover: t('link-hover') },
      Typography: { colorLink: t('link') },
      Avatar: { colorTextPlaceholder: t('avatar-bg') },
    },
  };
}

/*
 * `zeroRuntime`: antd draws with its static antd/dist/antd.css (imported whole by antd-provider.tsx,
 * through internal/antd.css) instead of generating each component's styles in the browser the first
 * time it shows. That work was a large share of a signed-in page's script time on a phone, and came
 * again with every dialog, list and picker opened later. The tokens above still apply: antd sets them
 * as CSS variables, which that stylesheet reads.
 */
/*
 * `cssVar.key`: the class antd scopes the tokens' CSS variables to. Left to itself antd names it with
 * React's useId, which in a page drawn in the browser is a new name each time the provider starts to
 * render; the first render of a signed-in page pauses for the page's code and starts again, and antd
 * would derive the whole token set (colour palettes and all, a long task on a slow phone) a second
 * time for the new name. One fixed name: derived once per theme.
 */
const cssVar = { key: 'css-var-app' };
const lightStatic: ThemeConfig = { ...themeFor('light'), zeroRuntime: true, cssVar };
const darkStatic: ThemeConfig = { ...themeFor('dark'), zeroRuntime: true, cssVar };

export function appTheme(isDark: boolean): ThemeConfig {
  return isDark ? darkStatic : lightStatic;
}
