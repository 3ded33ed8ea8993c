/** A row of mutually exclusive options (antd's Segmented). */
export { Segmented } from 'antd';
