/** One-line text fields, with their search and text-area variants (antd's Input). */
export type { InputRef } from 'antd';
export { Input } from 'antd';
