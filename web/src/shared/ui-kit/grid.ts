import { Grid } from 'antd';

/** Which of the theme's breakpoints (xs … xxl) the window is at; the same widths as ./use-media-query's queries. */
export const useBreakpoint = Grid.useBreakpoint;
/** A row of columns on the 24-column grid. */
export { Col, Row } from 'antd';
