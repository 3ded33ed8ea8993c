/** A line between sections (antd's Divider). */
export { Divider } from 'antd';
