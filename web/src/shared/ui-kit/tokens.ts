import { theme } from 'antd';

/** The theme's design tokens (colours, sizes, radii) for the current light or dark theme. */
export const useToken = theme.useToken;
