/** Radio groups and radio buttons (antd's Radio). */
export type { RadioChangeEvent } from 'antd';
export { Radio } from 'antd';
