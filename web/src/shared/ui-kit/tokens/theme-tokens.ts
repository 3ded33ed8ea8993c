/**
 * The app's design tokens: every colour, and the font and radius, for the light and the dark theme.
 * This is their one source. Stylesheets read them as CSS variables (`var(--kit-<name>)`) from
 * tokens.css beside this file, which `npm run generate -w web` writes from it; antd's theme
 * (internal/theme.ts), the charts and the pages' browser colours read the values here. Contrast ratios
 * (WCAG 2.2 AA) are against `bg` unless a comment names another background.
 */

/** A value per theme; one string when both themes share it. */
export type Token = string | { light: string; dark: string };

export const TOKENS = {
  font: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  radius: '8px',

  // Surfaces and text.
  bg: { light: '#ffffff', dark: '#141414' },
  'bg-elevated': { light: '#ffffff', dark: '#1f1f1f' },
  'layout-bg': { light: '#f5f7fa', dark: '#0f1115' }, // the signed-in page behind its cards
  text: { light: 'rgba(0, 0, 0, 0.88)', dark: 'rgba(255, 255, 255, 0.85)' },
  'text-secondary': { light: 'rgba(0, 0, 0, 0.6)', dark: 'rgba(255, 255, 255, 0.6)' }, // 5.7, 6.7
  'text-icon': { light: 'rgba(0, 0, 0, 0.65)', dark: 'rgba(255, 255, 255, 0.65)' }, // icons, step numbers
  'text-disabled': { light: 'rgba(0, 0, 0, 0.25)', dark: 'rgba(255, 255, 255, 0.25)' },
  placeholder: { light: 'rgba(0, 0, 0, 0.57)', dark: 'rgba(255, 255, 255, 0.55)' }, // 5.1, 5.9
  'avatar-bg': { light: 'rgba(0, 0, 0, 0.57)', dark: '#5c5c5c' }, // white initials on it 5.1, 6.7
  border: { light: '#d9d9d9', dark: '#424242' },
  'border-input': { light: '#8c8c8c', dark: '#7a7a7a' }, // 3.4, 4.0: an input's edge is a UI component (1.4.11)
  'border-secondary': { light: '#f0f0f0', dark: '#303030' },
  split: { light: 'rgba(5, 5, 5, 0.06)', dark: 'rgba(253, 253, 253, 0.12)' },
  fill: { light: 'rgba(0, 0, 0, 0.06)', dark: 'rgba(255, 255, 255, 0.12)' }, // a rail, a hovered text button
  'fill-hover': { light: 'rgba(0, 0, 0, 0.06)', dark: 'rgba(255, 255, 255, 0.08)' }, // a hovered menu entry
  'fill-disabled': { light: 'rgba(0, 0, 0, 0.04)', dark: 'rgba(255, 255, 255, 0.08)' },
  skeleton: { light: 'rgba(0, 0, 0, 0.06)', dark: 'rgba(255, 255, 255, 0.08)' },
  shadow: {
    light: '0 6px 16px rgba(0, 0, 0, 0.12), 0 3px 6px -4px rgba(0, 0, 0, 0.16)',
    dark: '0 6px 16px rgba(0, 0, 0, 0.45)',
  },
  'shadow-card-hover':
    '0 1px 2px -2px rgba(0, 0, 0, 0.16), 0 3px 6px 0 rgba(0, 0, 0, 0.12), 0 5px 12px 4px rgba(0, 0, 0, 0.09)',
  'code-bg': 'rgba(150, 150, 150, 0.1)', // behind inline code, on either theme
  'code-border': 'rgba(100, 100, 100, 0.2)',
  'tip-bg': { light: 'rgba(0, 0, 0, 0.85)', dark: '#424242' },

  // The primary blue, links and focus.
  primary: '#1668dc', // white on it 5.2
  'primary-hover': '#3c89e8',
  'primary-active': '#1554ad',
  'primary-bg': { light: '#e6f4ff', dark: '#111a2c' },
  'primary-selected-bg': { light: '#e6f4ff', dark: '#152d50' }, // the selected menu entry
  'primary-selected-text': { light: '#1668dc', dark: '#8dc5ff' }, // 4.6 on #e6f4ff, 7.6 on #152d50
  'primary-drag': 'rgba(22, 104, 220, 0.35)',
  'on-primary': '#ffffff',
  link: { light: '#1668dc', dark: '#5aa5ff' }, // 5.2, 7.3
  'link-hover': { light: '#1554ad', dark: '#8dc5ff' },
  'link-active': { light: '#1554ad', dark: '#4096ff' },
  focus: { light: '#1668dc', dark: '#5aa5ff' },
  // Solid buttons: in the dark theme the fill is the light link blue, so the label turns dark.
  'button-primary': { light: '#1668dc', dark: '#5aa5ff' },
  'button-primary-hover': { light: '#3c89e8', dark: '#8dc5ff' },
  'on-button-primary': { light: '#ffffff', dark: '#0f1115' }, // 5.2, 7.4
  'step-edge': { light: '#1668dc', dark: '#165bbe' }, // the current step's bar on a job page

  // States.
  error: { light: '#cf1322', dark: '#ff7875' }, // 5.6, 7.2: text and the danger buttons' fill
  'error-hover': { light: '#cf1322', dark: '#ffa39e' },
  'error-active': { light: '#cf1322', dark: '#ff4d4f' },
  'error-edge': { light: '#cf1322', dark: '#dc4446' }, // a missing step's bar, an error alert's icon
  'error-bg': { light: '#fff2f0', dark: '#2c1618' },
  'error-hover-bg': { light: '#fff1f0', dark: '#2c1618' },
  'error-border': { light: '#ffccc7', dark: '#5b2526' },
  'on-danger': { light: '#ffffff', dark: '#141414' }, // 5.6, 7.2 on `error`
  success: { light: '#52c41a', dark: '#49aa19' }, // icons
  'success-text': { light: '#237804', dark: '#6abe39' }, // 5.6
  warning: { light: '#faad14', dark: '#d89614' }, // icons
  'warning-strong': '#d48806', // a warning icon that has to stand out on its own (3:1 and more)
  'warning-text': { light: '#874d00', dark: '#e8b339' }, // 6.8
  info: '#1668dc',
  'info-bg': { light: '#e6f4ff', dark: '#111a2c' },
  'info-border': { light: '#91caff', dark: '#15325b' },

  // Alerts: the page's text on a pale fill, so they keep their contrast; the icon is decoration.
  'alert-info-bg': { light: '#e6f4ff', dark: '#111a2c' },
  'alert-info-border': { light: '#94cbff', dark: '#15325b' },
  'alert-info-icon': '#1668dc',
  'alert-success-bg': { light: '#f6ffed', dark: '#162312' },
  'alert-success-border': { light: '#b7eb8f', dark: '#274916' },
  'alert-success-icon': { light: '#52c41a', dark: '#49aa19' },
  'alert-warning-bg': { light: '#fffbe6', dark: '#2b2111' },
  'alert-warning-border': { light: '#ffe58f', dark: '#594214' },
  'alert-warning-icon': { light: '#faad14', dark: '#d89614' },
  'alert-error-bg': { light: '#ffe8e6', dark: '#2c1618' },
  'alert-error-border': { light: '#f58d8c', dark: '#5b2526' },
  'alert-error-icon': { light: '#cf1322', dark: '#dc4446' },

  // Tags: a pale fill (the palette's 1st shade) and text in the shade that reaches 4.5:1 on it.
  'tag-default-bg': { light: '#f5f5f5', dark: '#272727' },
  'tag-default-text': { light: 'rgba(0, 0, 0, 0.88)', dark: 'rgba(255, 255, 255, 0.85)' },
  'tag-processing-bg': { light: '#e6f4ff', dark: '#111a2c' },
  'tag-processing-text': { light: '#1668dc', dark: '#5aa5ff' }, // 6.8 dark
  'tag-success-bg': { light: '#f6ffed', dark: '#162312' },
  'tag-success-text': { light: '#237804', dark: '#49aa19' },
  'tag-error-bg': { light: '#ffe8e6', dark: '#2c1618' },
  'tag-error-text': { light: '#cf1322', dark: '#ff7875' },
  'tag-red-bg': { light: '#fff1f0', dark: '#2a1215' },
  'tag-red-text': { light: '#cf1322', dark: '#f37370' },
  'tag-volcano-bg': { light: '#fff2e8', dark: '#2b1611' },
  'tag-volcano-text': { light: '#ad2102', dark: '#e87040' },
  'tag-orange-bg': { light: '#fff7e6', dark: '#2b1d11' },
  'tag-orange-text': { light: '#ad4e00', dark: '#f3b765' }, // 5.1 light
  'tag-gold-bg': { light: '#fffbe6', dark: '#2b2111' },
  'tag-gold-text': { light: '#874d00', dark: '#e8b339' }, // 6.5 light
  'tag-green-bg': { light: '#f6ffed', dark: '#162312' },
  'tag-green-text': { light: '#237804', dark: '#6abe39' }, // 5.4 light
  'tag-cyan-bg': { light: '#e6fffb', dark: '#112123' },
  'tag-cyan-text': { light: '#006d75', dark: '#33bcb7' }, // 5.8 light
  'tag-blue-bg': { light: '#e6f4ff', dark: '#111a2c' },
  'tag-blue-text': { light: '#0958d9', dark: '#5aa5ff' },
  'tag-geekblue-bg': { light: '#f0f5ff', dark: '#131629' },
  'tag-geekblue-text': { light: '#1d39c4', dark: '#7f9ef3' }, // 6.9 dark
  'tag-purple-bg': { light: '#f9f0ff', dark: '#1a1325' },
  'tag-purple-text': { light: '#531dab', dark: '#ab7ae0' }, // 5.7 dark
  'tag-solid-default': '#595959',
  'tag-solid-red': { light: '#cf1322', dark: '#d32029' }, // white on it 5.6, 5.2

  // Small fixed pieces: a toast's success tick, a count badge, a tooltip, the empty-list drawing.
  'toast-success': '#389e0d',
  'badge-bg': '#cf1322', // white on it 5.6 in both themes
  'on-badge': '#ffffff',
  'on-tip': '#ffffff',
  'empty-shadow': { light: '#f5f5f5', dark: '#272727' },
  'empty-tray': { light: '#d9d9d9', dark: '#454545' },
  'empty-content': { light: '#fafafa', dark: '#1d1d1d' },
  'brand-gradient-end': '#0e9aa7', // the sign-in pages' blue-to-teal panel starts at `primary`

  // Over a photo, a camera picture or a coloured panel, whatever the theme.
  'on-media': '#ffffff',
  'on-media-secondary': 'rgba(255, 255, 255, 0.85)',
  'media-bg': '#000000',
  'media-scrim': 'rgba(0, 0, 0, 0.35)',
  'media-control-bg': 'rgba(0, 0, 0, 0.75)', // a control drawn over a photo: white on it 10:1 and more
  'flag-edge': 'rgba(0, 0, 0, 0.12)', // the thin line around a flag, so a white stripe shows on white
  'qr-bg': '#ffffff', // a QR code reads dark on light in both themes

  // The guest page: its own higher-contrast look, for a stranger's phone in any light.
  'guest-bg': { light: '#f5f5f5', dark: '#000000' },
  'guest-surface': { light: '#ffffff', dark: '#1a1a1a' },
  'guest-text': { light: '#1f1f1f', dark: '#f0f0f0' },
  'guest-muted': { light: '#595959', dark: '#b3b3b3' },
  'guest-border': '#8c8c8c',
  'guest-line': { light: '#e5e5e5', dark: '#333333' },
  'guest-primary': '#1668dc',
  'guest-on-primary': '#ffffff',
  'guest-focus': { light: '#1668dc', dark: '#69b1ff' },
  'guest-error': { light: '#c41d1d', dark: '#ff8a80' },
  'guest-error-bg': { light: '#fff1f0', dark: '#2a1215' },
  'guest-warning': { light: '#874d00', dark: '#ffd666' },
  'guest-warning-bg': { light: '#fffbe6', dark: '#2b2111' },
  'guest-success': { light: '#237804', dark: '#95de64' },
  'guest-star': '#fadb14',
  'guest-star-edge': { light: '#ad6800', dark: '#fadb14' },
  'guest-skeleton': { light: '#e8e8e8', dark: '#2e2e2e' },
} as const satisfies Record<string, Token>;

export type TokenName = keyof typeof TOKENS;

/** A token's value in one theme. */
export function tokenValue(name: TokenName, theme: 'light' | 'dark'): string {
  const token: Token = TOKENS[name];
  return typeof token === 'string' ? token : token[theme];
}

/** The series colours of a chart, in order, each 4.5:1 on the chart's background in its theme. */
export const CHART_SERIES = {
  light: ['#1668dc', '#237804', '#cf1322', '#874d00', '#531dab', '#006d75'],
  dark: ['#5aa5ff', '#6abe39', '#ff7875', '#e8b339', '#b37feb', '#36cfc9'],
} as const;
