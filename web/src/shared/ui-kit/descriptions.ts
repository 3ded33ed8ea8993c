/** A block of labelled facts (antd's Descriptions). */
export { Descriptions } from 'antd';
