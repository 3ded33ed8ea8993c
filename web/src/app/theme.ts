import { type ThemeConfig, theme } from 'antd';

const shared: ThemeConfig['token'] = {
  colorPrimary: '#1668dc',
  borderRadius: 8,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

export function appTheme(dark: boolean): ThemeConfig {
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: shared,
    components: {
      Layout: dark
        ? { headerBg: '#141414', siderBg: '#141414', bodyBg: '#0f1115' }
        : { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f7fa' },
    },
  };
}
