/** A picture with a full-size preview on click (antd's Image). */
export type { ImageProps } from 'antd';
export { Image } from 'antd';
