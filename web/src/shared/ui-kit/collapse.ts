/** Sections that open and close (antd's Collapse). */
export { Collapse } from 'antd';
