import { type ThemeConfig, theme } from 'antd';

const shared: ThemeConfig['token'] = {
  colorPrimary: '#1668dc',
  borderRadius: 8,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

/*
 * Every text meets WCAG 2.2 AA, 4.5:1 (checked by axe in e2e/accessibility-and-layout.spec.ts).
 * antd's defaults do not: grey secondary text and placeholders, #1677ff links, the light greens, golds
 * and oranges of tags, and in the dark theme a primary blue that is dark enough for white button
 * labels but too dark as text. The ratios in the comments are against the page's own backgrounds.
 */

/** Light: darker greys, links, reds and tag texts on white (#fff) and the page (#f5f7fa). */
const light: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    ...shared,
    colorLink: '#1668dc', // 5.2 / 4.8 (antd's #1677ff: 4.1)
    colorInfo: '#1668dc',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)', // 5.7 / 5.6 (0.45: 3.4)
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)', // 5.1; also the avatar's background, 5.1 under white initials
    colorError: '#cf1322', // 5.6, and white on it 5.6 (#ff4d4f: 3.3)
    colorSuccessText: '#237804', // 5.6 (#52c41a: 2.3)
    colorWarningText: '#874d00', // 6.8
    colorErrorText: '#cf1322',
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f7fa' },
    // Tags write in the 7th shade on the 1st; these are the shades that reach 4.5:1 there.
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorError: '#cf1322',
      red6: '#cf1322', // solid red tags (emergency): white on it 5.6 (antd: 4.1)
      green7: '#237804', // 5.4 on green-1 (antd: 3.4)
      gold7: '#874d00', // 6.5 on gold-1 (antd: 2.8)
      orange7: '#ad4e00', // 5.1 on orange-1 (antd: 3.3)
      cyan7: '#006d75', // 5.8 on cyan-1 (antd: 3.5)
      volcano7: '#ad2102',
      lime7: '#3f6600',
    },
  },
};

/** Dark: a lighter blue and red as text, with dark labels on the solid buttons they fill. */
const dark: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    ...shared,
    colorLink: '#5aa5ff', // 7.3 on #141414, 5.4 on the selected row's #152d50 (antd: 3.6)
    colorLinkHover: '#8dc5ff',
    colorLinkActive: '#4096ff',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)', // 6.7 on #1f1f1f (0.45: 3.9)
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)', // 5.9 on #1f1f1f (0.25: 2.2)
    colorPrimaryText: '#5aa5ff',
    colorErrorText: '#ff7875', // 7.2 (antd: 4.3)
    colorSuccessText: '#6abe39',
    colorWarningText: '#e8b339',
  },
  components: {
    Layout: { headerBg: '#141414', siderBg: '#141414', bodyBg: '#0f1115' },
    Menu: {
      itemSelectedColor: '#8dc5ff', // 7.6 on the selected item's #152d50 (antd: 2.1)
      dangerItemColor: '#ff7875',
      dangerItemHoverColor: '#ffa39e',
      dangerItemSelectedColor: '#ff7875',
    },
    Tabs: {
      itemSelectedColor: '#5aa5ff',
      itemActiveColor: '#8dc5ff',
      itemHoverColor: '#8dc5ff',
      inkBarColor: '#5aa5ff',
    },
    Button: {
      // Link and text buttons write in these; solid ones fill with them, so their label turns dark.
      colorPrimary: '#5aa5ff',
      colorPrimaryHover: '#8dc5ff',
      colorPrimaryActive: '#4096ff',
      primaryColor: '#0f1115', // 7.4 on #5aa5ff
      colorError: '#ff7875',
      colorErrorHover: '#ffa39e',
      colorErrorActive: '#ff4d4f',
      dangerColor: '#141414', // 7.2 on #ff7875
    },
    Pagination: { colorPrimary: '#5aa5ff', colorPrimaryHover: '#8dc5ff' },
    Typography: { colorLink: '#5aa5ff' },
    Avatar: { colorTextPlaceholder: '#5c5c5c' }, // white initials 6.7 (antd: 1.9)
    Tag: {
      colorError: '#ff7875',
      purple7: '#ab7ae0', // 5.7 on purple-1 (antd: 3.4)
      geekblue7: '#7f9ef3', // 6.9 on geekblue-1 (antd: 4.2)
      red7: '#f37370',
      blue7: '#5aa5ff',
    },
  },
};

/*
 * `zeroRuntime`: antd draws with its static antd/dist/antd.css (imported whole by antd-provider.tsx,
 * through internal/antd.css) instead of generating each component's styles in the
 * browser the first time it shows. That work was a large share of a signed-in page's script time on a phone,
 * and came again with every dialog, list and picker opened later. The tokens above still
 * apply: antd sets them as CSS variables, which that stylesheet reads.
 */
/*
 * `cssVar.key`: the class antd scopes the tokens' CSS variables to. Left to itself antd names it with
 * React's useId, which in a page drawn in the browser is a new name each time the provider starts to
 * render; the first render of a signed-in page pauses for the page's code and starts again, and antd
 * would derive the whole token set (colour palettes and all, a long task on a slow phone) a second
 * time for the new name. One fixed name: derived once per theme.
 */
const cssVar = { key: 'css-var-app' };
const lightStatic: ThemeConfig = { ...light, zeroRuntime: true, cssVar };
const darkStatic: ThemeConfig = { ...dark, zeroRuntime: true, cssVar };

export function appTheme(isDark: boolean): ThemeConfig {
  return isDark ? darkStatic : lightStatic;
}
